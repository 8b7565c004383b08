import type { Config } from "@react-router/dev/config";

// A template app's settings: server rendering on, nothing prerendered, the default folders.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
