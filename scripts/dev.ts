// `npm run dev`: the API under tsx watch and the site under the Vite dev server, both hot-reloading.
import path from "node:path";
import { root } from "./build";
import { runProcessGroup } from "./process-group";

// The API runs from its own folder in dev, so the embedded database path is made absolute.
const env: NodeJS.ProcessEnv = { NODE_ENV: "development", DATA_DIR: path.join(root, "data"), ...process.env };
runProcessGroup([
  { name: "api", command: "npm", args: ["run", "dev", "-w", "@quillspin/api"], env, cwd: root },
  {
    name: "web",
    command: "npm",
    args: ["run", "dev", "-w", "@quillspin/web", "--", "--port", env.PORT ?? "3000"],
    env,
    cwd: root,
  },
]);
