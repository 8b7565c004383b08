import { execFileSync } from "node:child_process";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworkFiles } from "./game-artwork";

const moduleFile = fileURLToPath(new URL("./game-artwork.ts", import.meta.url));
const siteArtwork = fileURLToPath(new URL("../../../../web/public/images/games", import.meta.url));

/**
 * The API deployed alone: the module bundled into a `dist/` far from the repository, as apps/api/build.ts
 * bundles it, so the site's folder is out of reach and only a `game-art` copy beside the bundle can serve.
 */
// Each case starts a Node process: seconds on a busy 2-core machine.
describe("game artwork of an API deployed without the site", { timeout: 30_000 }, () => {
  let deployment: string;
  let bundle: string;

  beforeAll(async () => {
    deployment = await mkdtemp(path.join(tmpdir(), "api-alone-"));
    const entry = path.join(deployment, "entry.ts");
    await writeFile(
      entry,
      `import { artworkFiles } from ${JSON.stringify(moduleFile)};\n` +
        `const files = await artworkFiles("admiral-wilds");\n` +
        "console.log(JSON.stringify(files.map((file) => [file.name, file.data.length])));\n",
    );
    bundle = path.join(deployment, "dist", "server.js");
    await build({
      entryPoints: [entry],
      outfile: bundle,
      bundle: true,
      platform: "node",
      format: "esm",
      logLevel: "error",
    });
  });

  afterAll(async () => {
    await rm(deployment, { recursive: true, force: true });
  });

  const run = () =>
    JSON.parse(execFileSync(process.execPath, [bundle], { encoding: "utf8" })) as [string, number][];

  it("has no artwork when dist/ carries none", () => {
    expect(run()).toEqual([]);
  });

  it("reads the copy in dist/game-art, the same files the source tree reads", async () => {
    await cp(
      path.join(siteArtwork, "admiral-wilds"),
      path.join(deployment, "dist", "game-art", "admiral-wilds"),
      {
        recursive: true,
      },
    );
    const fromSource = await artworkFiles("admiral-wilds");
    expect(fromSource.length).toBeGreaterThan(10);
    expect(run()).toEqual(fromSource.map((file) => [file.name, file.data.length]));
  });
});
