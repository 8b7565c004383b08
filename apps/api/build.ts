// Bundles the API into dist/server.js, and beside it the process that creates a new embedded database
// (dist/create-embedded-database.js, started by src/db/embedded-database-creation.ts). Workspace packages
// (TypeScript sources) are bundled in; every npm package stays external and loads from node_modules.
import { cp, rm } from "node:fs/promises";
import { externalNpmPackages } from "@quillspin/build-tools";
import { build } from "esbuild";

await build({
  entryPoints: { server: "src/server.ts", "create-embedded-database": "src/db/create-embedded-database.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: "warning",
});

// The promo packs zip the game artwork: dist/ carries a copy beside server.js, so the API can be
// deployed without the site (src/modules/partner-area/game-artwork.ts looks there first).
const artwork = new URL("../web/public/images/games/", import.meta.url);
const bundled = new URL("./dist/game-art/", import.meta.url);
await rm(bundled, { recursive: true, force: true });
await cp(artwork, bundled, {
  recursive: true,
  filter: (source) => !source.split("/").pop()?.startsWith("."),
});
console.log(
  "api: dist/server.js and dist/create-embedded-database.js built, game artwork copied to dist/game-art",
);
