// The yardsticks `npm run bench` measures the product against, and the small readings it takes:
// the scripts a page loads, an answer's exact bytes and headers, a process's resident memory.
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { quoted } from "../../deploy/nginx/render-config";

/**
 * The same-origin scripts a server-rendered React Router page loads before it is interactive:
 * module preloads, module script tags and the modules its inline bootstrap script imports,
 * statically or dynamically. Each path once, in the order the page names them.
 */
export function pageScriptPaths(html: string): string[] {
  const patterns = [
    /<(?:link|script)\b[^>]*?\b(?:href|src)="(\/[^"]+\.m?js)"/g,
    /\bimport\s*\(\s*"(\/[^"]+\.m?js)"\s*\)/g,
    /\bimport\s+(?:[\w*{}\s,]+\s+from\s+)?"(\/[^"]+\.m?js)"/g,
  ];
  const found = patterns.flatMap((pattern) =>
    [...html.matchAll(pattern)].map((match) => ({ at: match.index, path: match[1] as string })),
  );
  return [...new Set(found.sort((a, b) => a.at - b.at).map((entry) => entry.path))];
}

/** Stylesheets the page links to. */
export function pageStylePaths(html: string): string[] {
  return [...new Set([...html.matchAll(/<link\b[^>]*?\bhref="(\/[^"]+\.css)"/g)].map((m) => m[1] as string))];
}

/**
 * Bytes of the files once gzipped at level 9, each on its own as a browser downloads them. Both the
 * site and the yardstick app are weighed this way, whatever copies their builds keep on disk.
 */
export function gzippedBytes(clientDir: string, urlPaths: string[]): number {
  return urlPaths.reduce(
    (sum, urlPath) => sum + gzipSync(readFileSync(path.join(clientDir, urlPath)), { level: 9 }).length,
    0,
  );
}

/** An HTTP answer as sent: status, header lines in order (lower-case names) and the body's bytes. */
export interface RawAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

/**
 * GET without `Accept-Encoding`, as the load generator asks: `fetch` would announce gzip and brotli
 * and hand back a decoded body under the encoded answer's headers.
 */
export function getRaw(url: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Array<[string, string]> = [];
          const raw = response.rawHeaders;
          for (let index = 0; index + 1 < raw.length; index += 2) {
            headers.push([(raw[index] as string).toLowerCase(), raw[index + 1] as string]);
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Saves an answer for `scripts/lib/bare-http-server.ts`, which replays it. */
export function writeCapturedAnswer(file: string, answer: RawAnswer): void {
  const { status, body } = answer;
  writeFileSync(
    file,
    JSON.stringify({ status, headers: replayableHeaders(answer.headers), body: body.toString("base64") }),
  );
}

/** Reads what `writeCapturedAnswer` saved, refusing anything else. */
export function readCapturedAnswer(file: string): RawAnswer {
  const saved: unknown = JSON.parse(readFileSync(file, "utf8"));
  const record = (typeof saved === "object" && saved !== null ? saved : {}) as Record<string, unknown>;
  const { status, headers, body } = record;
  const isHeaderList =
    Array.isArray(headers) &&
    headers.every(
      (line) => Array.isArray(line) && line.length === 2 && line.every((part) => typeof part === "string"),
    );
  if (!Number.isInteger(status) || !isHeaderList || typeof body !== "string") {
    throw new Error(`${file} is not an answer saved by writeCapturedAnswer`);
  }
  return {
    status: status as number,
    headers: headers as Array<[string, string]>,
    body: Buffer.from(body, "base64"),
  };
}

/** Headers that describe one connection or one moment, which every server writes for itself. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** The headers a bare server repeats to send the same answer as the captured one. */
export function replayableHeaders(headers: Array<[string, string]>): Array<[string, string]> {
  return headers.filter(([name]) => !PER_CONNECTION.has(name));
}

/** Headers nginx writes itself from the file it serves (and `charset`), so they are not added twice. */
const NGINX_WRITES = new Set([
  "content-length",
  "content-type",
  "etag",
  "last-modified",
  "accept-ranges",
  "server",
]);

export interface NginxYardstickSettings {
  /** address:port */
  listen: string;
  /** The request path nginx answers, e.g. `/games/quest-of-ra`. */
  urlPath: string;
  /** The file it answers with. */
  file: string;
  /** The headers the site sent with the file, added to nginx's own. */
  headers: Array<[string, string]>;
  /** nginx's prefix: pid, temp folders and error log go here, so it runs without root. */
  prefixDir: string;
}

/**
 * A minimal nginx configuration serving one file at one path with the site's headers: one worker,
 * as the site is one Node process; sendfile and keep-alive as Debian ships them; no access log, as
 * the site writes none at the bench's log level.
 */
export function renderNginxYardstickConfig(settings: NginxYardstickSettings): string {
  const { prefixDir } = settings;
  // nginx types a file by the request's extension, and the page's address has none: the type is
  // set outright from the answer the site sent.
  const contentType = settings.headers.find(([name]) => name === "content-type")?.[1] ?? "";
  const [mimeType, ...parameters] = contentType.split(";").map((part) => part.trim());
  const charset = parameters.find((part) => part.toLowerCase().startsWith("charset="))?.slice(8);
  const addHeaders = replayableHeaders(settings.headers)
    .filter(([name]) => !NGINX_WRITES.has(name))
    .map(([name, value]) => `      add_header ${name} ${quoted(value)};`);
  return [
    "worker_processes 1;",
    `pid ${path.join(prefixDir, "nginx.pid")};`,
    `error_log ${path.join(prefixDir, "error.log")} warn;`,
    "events {",
    "  worker_connections 1024;",
    "}",
    "http {",
    "  types {}",
    `  default_type ${quoted(mimeType || "application/octet-stream")};`,
    ...(charset && /^[\w.:-]+$/.test(charset) ? [`  charset ${charset};`] : []),
    "  sendfile on;",
    "  tcp_nopush on;",
    "  server_tokens off;",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (kind) => `  ${kind}_temp_path ${path.join(prefixDir, `temp-${kind.replace("_", "-")}`)};`,
    ),
    "  server {",
    `    listen ${settings.listen};`,
    `    location = ${settings.urlPath} {`,
    `      alias ${settings.file};`,
    ...addHeaders,
    "    }",
    "  }",
    "}",
    "",
  ].join("\n");
}

/**
 * Writes the configuration into a folder of its own and starts Debian's nginx there in the
 * foreground (`daemon off`, its own prefix, pid and logs), serving `body` at `urlPath`. Started as
 * root, nginx serves through unprivileged workers, so the folder is readable by all. The caller
 * stops it with SIGTERM and removes `dir`.
 */
export function startNginxYardstick(
  binary: string,
  settings: Omit<NginxYardstickSettings, "file" | "prefixDir"> & { body: Buffer },
): { child: ChildProcess; dir: string } {
  const prefixDir = mkdtempSync(path.join(tmpdir(), "quillspin-bench-nginx-"));
  chmodSync(prefixDir, 0o755);
  const file = path.join(prefixDir, "page.html");
  writeFileSync(file, settings.body, { mode: 0o644 });
  const confFile = path.join(prefixDir, "nginx.conf");
  writeFileSync(confFile, renderNginxYardstickConfig({ ...settings, file, prefixDir }));
  const child = spawn(
    binary,
    ["-p", prefixDir, "-e", path.join(prefixDir, "error.log"), "-c", confFile, "-g", "daemon off;"],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  return { child, dir: prefixDir };
}

/** Resident memory in bytes from the text of `/proc/<pid>/status` (`VmRSS`, or `VmHWM` for the peak). */
export function residentBytes(statusText: string, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, "m").exec(statusText);
  if (!match) throw new Error(`no ${field} line in the process status`);
  return Number(match[1]) * 1024;
}

/** The ports of one bench run: two checkouts with different `TEST_PORT_OFFSET`s bench at once. */
export function benchPorts(offset: number) {
  if (!Number.isInteger(offset) || offset < 0 || offset > 4000) {
    throw new Error(`TEST_PORT_OFFSET must be a whole number from 0 to 4000, not ${offset}`);
  }
  return {
    site: 3600 + offset,
    bareApp: 3601 + offset,
    nginx: 3602 + offset,
    siteMetrics: 3603 + offset,
    /** bench/bare-pixi's static build, the demo stage's yardstick. */
    barePixi: 3604 + offset,
    api: 4600 + offset,
    bareHttp: 4601 + offset,
    apiMetrics: 4602 + offset,
    /** `scripts/bench-*.ts`, one after the other, each on its own. */
    featureBench: 4603 + offset,
    /** The sandbox-rounds rows' game server (scripts/bench-rounds-server.ts) and their yardstick. */
    roundsApi: 4604 + offset,
    bareInsert: 4605 + offset,
    /** Their second yardstick, the floor (scripts/lib/bare-round-server.ts). */
    bareRound: 4606 + offset,
  };
}
