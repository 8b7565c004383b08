import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./config/prerender";

export default {
  appDirectory: "app",
  // Tests build into their own folder so a running `npm start` is never rebuilt under its feet.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  ssr: true,
  prerender: prerenderedPaths,
  // Route middleware: the back office's staff session is read and refreshed once per request
  // (decision 17), before any of the request's loaders run.
  future: { v8_middleware: true },
} satisfies Config;
