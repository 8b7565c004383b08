// The bare app's production server, as React Router's custom-server template runs one: Express, the
// built client files (hashed assets cached for a year), and every other request to the server build.
// `node --import tsx server.ts <port>`; the bench builds the app first (`react-router build`).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

const appDir = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.argv[2] ?? 3000);
const build = (await import(pathToFileURL(path.join(appDir, "build/server/index.js")).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(
  "/assets",
  express.static(path.join(appDir, "build/client/assets"), { immutable: true, maxAge: "1y" }),
);
app.use(express.static(path.join(appDir, "build/client"), { maxAge: "1h" }));
app.use(createRequestHandler({ build }));
app.listen(port, "127.0.0.1", () => console.log(`bare React Router app on http://127.0.0.1:${port}`));
