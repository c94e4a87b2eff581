// The index of schema's English that vite.config.ts builds from schema/texts.ts (./textIndex.ts).
declare module "virtual:text-index" {
  const index: import("./textIndex.ts").TextIndex
  export default index
}
