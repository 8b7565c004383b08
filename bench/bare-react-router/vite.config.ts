import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Only the framework's plugin: the yardstick's JS is React, React DOM and React Router, nothing else.
export default defineConfig({
  plugins: [reactRouter()],
});
