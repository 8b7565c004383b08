// Build-time helpers: imported by apps/api/build.ts, apps/web/scripts/build.ts and scripts/bench.ts,
// so neither app reaches into the repository's scripts folder.
export { externalNpmPackages } from "./external-npm-packages";
export { type LazyChunkRule, lazyChunkFailures, reachableFiles } from "./lazy-chunks";
export {
  type RouteBudgets,
  type RouterManifest,
  type RouteWeight,
  routeBudgetFailures,
  routeScriptWeights,
  routeWeightRows,
} from "./route-weights";
