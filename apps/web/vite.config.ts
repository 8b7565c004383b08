import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { clientChunks } from "./config/client-chunks";
import { heldChunkOf, heldChunkPath } from "./config/held-chunks";
import { buildSettings } from "./config/public-env";

// The client and server builds run in one process: the id is made once and shared through env.
process.env.QUILLSPIN_BUILD_ID ||= `dev-${randomBytes(3).toString("hex")}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  // In the browser, `zod` is a module that switches zod's eval-based parsers off before any schema
  // exists (app/zod-jitless.ts); the server keeps zod's compiled parsers.
  resolve: {
    alias: isSsrBuild
      ? []
      : [{ find: /^zod$/, replacement: fileURLToPath(new URL("app/zod-jitless.ts", import.meta.url)) }],
  },
  define: {
    __BUILD_ID__: JSON.stringify(process.env.QUILLSPIN_BUILD_ID),
    __PUBLIC_SETTINGS__: JSON.stringify(buildSettings()),
  },
  server: { port: 3000, strictPort: true },
  build: {
    target: "es2022",
    assetsInlineLimit: 2048,
    rollupOptions: {
      // What every page needs is a few files, not twenty (config/client-chunks.ts).
      output: isSsrBuild
        ? {}
        : {
            manualChunks: clientChunks,
            onlyExplicitManualChunks: true,
            // The chunks a page waits for before hydrating are named so the server can preload them.
            chunkFileNames: ({ moduleIds }) => {
              const held = heldChunkOf(moduleIds);
              const buildId = process.env.QUILLSPIN_BUILD_ID as string;
              return held ? heldChunkPath(held, buildId).slice(1) : "assets/[name]-[hash].js";
            },
          },
      // No `experimentalMinChunkSize`: rollup merged small chunks into chunks loaded by other pages
      // too, which put zod, the forms and back-office modules on every page's first load (+12 KiB
      // gzipped on `/`, decision 22). Every first-load file is preloaded from the page's head at once.
    },
  },
}));
