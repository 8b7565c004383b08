// Bundles the API into dist/server.js. Workspace packages (TypeScript sources) are bundled in;
// npm dependencies stay external and load from node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const { dependencies } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(dependencies).filter((name) => !name.startsWith("@quillspin/"));

await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external, "drizzle-orm/*", "@electric-sql/pglite/*"],
  logLevel: "warning",
});
console.log("api: dist/server.js built");
