// The route tree generator's settings, shared by the Vite plugin (build) and `npm run generate` (check).
export const routerGeneratorOptions = {
  target: "react",
  routesDirectory: "screens/routes",
  generatedRouteTree: "generated/routeTree.gen.ts",
  autoCodeSplitting: true,
  quoteStyle: "double",
  semicolons: false,
} as const
