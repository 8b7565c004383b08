import { defineConfig } from "vite";

// A plain static build: one page, PixiJS and the few lines that spin its reels.
export default defineConfig({
  base: "/",
  build: { outDir: "dist", emptyOutDir: true },
});
