import { randomBytes } from "node:crypto";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { parseWebEnv, publicSettingsOf } from "./config/env";

// The client and server builds run in one process: the id is made once and shared through env.
process.env.QUILLSPIN_BUILD_ID ||= `dev-${randomBytes(3).toString("hex")}`;

export default defineConfig({
  plugins: [reactRouter()],
  define: {
    __BUILD_ID__: JSON.stringify(process.env.QUILLSPIN_BUILD_ID),
    __PUBLIC_SETTINGS__: JSON.stringify(publicSettingsOf(parseWebEnv())),
  },
  server: { port: 3000, strictPort: true },
  build: {
    target: "es2022",
    assetsInlineLimit: 2048,
    // Route splitting left ~30 modules under 1 KB that every page preloads; on a phone's few
    // connections each costs a round trip before the first paint, so small shared chunks are merged.
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 20_000,
        // app/zod-config.ts must run before any module creates a schema. Chunking may run a root
        // module's own code after the chunks it imports, so it shares zod's chunk, which every
        // module that creates a schema imports first.
        manualChunks: (id) =>
          id.includes("/node_modules/zod/") || id.endsWith("/app/zod-config.ts") ? "zod" : undefined,
      },
    },
  },
});
