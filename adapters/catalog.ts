// Catalogue reads the screens share (cached by TanStack Query in the widget).
import { callApi } from "./apiClient.ts"

export const getCountries = callApi((client) => client.catalog.getCountries())
export const getBlockchainAssets = callApi((client) => client.catalog.getBlockchainAssets())
export const getIpInfo = callApi((client) => client.catalog.getIpInfo())
export const getActiveFeatures = callApi((client) => client.catalog.getActiveFeatures())
