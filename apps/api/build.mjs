// Bundles the API into dist/server.js (and its commands into dist/cli/). Workspace packages
// (TypeScript sources) are bundled in; every npm package stays external and loads from node_modules.
import { build } from "esbuild";
import { externalNpmPackages } from "../../scripts/lib/external-npm-packages.mjs";

await build({
  entryPoints: ["src/server.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: "warning",
});
console.log("api: dist/server.js built");
