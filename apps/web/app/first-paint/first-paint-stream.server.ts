import { readFileSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { fileURLToPath } from "node:url";
import { type FirstPaintOptions, firstPaintDocument, firstPaintPrefixEnd } from "./first-paint";

/**
 * The built client files, `<build>/client`, beside the server build that both the web server and
 * prerendering load. This module is bundled into `<build>/server/index.js`, or into a chunk under
 * `<build>/server/assets/` when the server build is split (modules the browser imports on demand
 * make it so), hence the walk up to `server`.
 */
function builtClientDir(moduleFile: string): string {
  let dir = path.dirname(moduleFile);
  while (path.basename(dir) !== "server" && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.join(path.dirname(dir), "client");
}

const clientDir = builtClientDir(fileURLToPath(import.meta.url));

/** Stylesheets are immutable (hashed names): each is read once per process. */
const stylesheets = new Map<string, string | null>();

function readStylesheet(href: string): string | null {
  if (!stylesheets.has(href)) {
    const file = path.join(clientDir, href);
    let css: string | null = null;
    try {
      if (file.startsWith(`${clientDir}${path.sep}`)) css = readFileSync(file, "utf8");
    } catch {
      // Not a file of this build (development serves styles itself): the link stays.
    }
    stylesheets.set(href, css);
  }
  return stylesheets.get(href) ?? null;
}

const SCRIPT_END = "</script>";

/** Past this much markup without the boot script, the document is passed on as it is. */
const MAX_PREFIX_BYTES = 512 * 1024;

/**
 * A stream between React's renderer and the response that rewrites the document's start for the
 * first paint (`firstPaintDocument`, with its options): it holds the markup until the boot script is complete (the shell
 * carries it, so nothing streamed later waits), rewrites it, and passes everything after untouched.
 */
export function firstPaintStream(options: FirstPaintOptions = {}): Transform {
  const held: Buffer[] = [];
  // The held bytes read one for one (latin1), to find where the boot script ends: the rewritten part is
  // decoded as UTF-8 only up to there, so a character split between chunks after it stays whole.
  let scanned = "";
  let passing = false;
  /** Passes on what is held, the first `prefixBytes` of it rewritten. */
  const release = (stream: Transform, prefixBytes: number) => {
    const markup = Buffer.concat(held);
    held.length = 0;
    scanned = "";
    passing = true;
    if (prefixBytes > 0) {
      stream.push(
        firstPaintDocument(markup.subarray(0, prefixBytes).toString("utf8"), readStylesheet, options),
      );
    }
    stream.push(markup.subarray(prefixBytes));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      held.push(chunk);
      const from = Math.max(0, scanned.length - SCRIPT_END.length);
      scanned += chunk.toString("latin1");
      // React writes the shell in small chunks: the document is searched only when one closes a script.
      const prefixEnd = scanned.includes(SCRIPT_END, from) ? firstPaintPrefixEnd(scanned) : -1;
      if (prefixEnd >= 0) release(this, prefixEnd);
      else if (scanned.length > MAX_PREFIX_BYTES) release(this, 0);
      callback();
    },
    flush(callback) {
      if (!passing) release(this, 0);
      callback();
    },
  });
}
