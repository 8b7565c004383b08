import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./config/prerender";

export default {
  appDirectory: "app",
  // Tests build into their own folder so a running `npm start` is never rebuilt under its feet.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  ssr: true,
  prerender: prerenderedPaths,
} satisfies Config;
