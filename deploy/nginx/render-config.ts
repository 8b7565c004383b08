// Renders nginx.conf.template for one deployment: `npx tsx deploy/nginx/render-config.ts <settings.json>`
// prints the configuration; the scale test imports `renderNginxConfig` and runs what it returns.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const nginxConfDir = path.dirname(fileURLToPath(import.meta.url));

/** Written by the site's build beside `client/` (apps/web/server/security-headers.ts). */
export const SECURITY_MANIFEST = "security-headers.json";

/** Debian's libnginx-mod-http-brotli-static; without it nginx serves the gzip copies only. */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface NginxSettings {
  /** address:port nginx listens on */
  listen: string;
  /** address:port of each site instance */
  webServers: string[];
  /** address:port of each API instance */
  apiServers: string[];
  /**
   * The site build's `client` folder (prerendered pages, assets); the security headers come from the
   * build's `security-headers.json` beside it.
   */
  clientDir: string;
  /** Where nginx keeps request bodies and buffered answers. */
  tempDir: string;
  errorLog: string;
  accessLog: string;
  workerProcesses?: number;
  /** Defaults to whether the module is installed. */
  brotli?: boolean;
}

export function renderNginxConfig(settings: NginxSettings): string {
  const brotli = settings.brotli ?? existsSync(BROTLI_STATIC_MODULE);
  const servers = (addresses: string[]) =>
    addresses.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join("\n");
  const values: Record<string, string> = {
    LOAD_MODULES: brotli ? `load_module ${BROTLI_STATIC_MODULE};` : "",
    WORKER_PROCESSES: String(settings.workerProcesses ?? "auto"),
    ERROR_LOG: settings.errorLog,
    ACCESS_LOG: settings.accessLog,
    MIME_TYPES: "/etc/nginx/mime.types",
    TEMP_DIR: settings.tempDir,
    BROTLI_STATIC: brotli ? "brotli_static on;" : "",
    WEB_SERVERS: servers(settings.webServers),
    API_SERVERS: servers(settings.apiServers),
    LISTEN: settings.listen,
    CLIENT_DIR: settings.clientDir,
    ...securityHeaders(settings.clientDir),
  };
  const template = readFileSync(path.join(nginxConfDir, "nginx.conf.template"), "utf8");
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx.conf.template: unknown placeholder ${name}`);
    return value;
  });
}

/** An nginx string literal; the header values never need escaping, so anything that would is refused. */
export function quoted(value: string): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`security header value nginx cannot quote: ${value}`);
  return `"${value}"`;
}

/**
 * The headers the site's server sends with the files nginx serves in its place: the build computed
 * them with its settings, so both name the same origins and each prerendered page's inline-script
 * hashes. `add_header` in a location replaces inherited ones, so every location repeats the lines.
 */
function securityHeaders(clientDir: string): { CSP_MAP: string; STATIC_HEADERS: string } {
  const file = path.join(path.dirname(clientDir), SECURITY_MANIFEST);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    files: Record<string, string>;
    pages: Record<string, Record<string, string>>;
  };
  const { "Content-Security-Policy": filesPolicy, ...common } = manifest.files;
  const entries = Object.entries(manifest.pages).flatMap(([page, headers]) => {
    const policy = quoted(headers["Content-Security-Policy"] ?? "");
    // try_files turns the page's $uri into its file; a trailing slash in the request doubles the slash.
    const base = page === "/" ? "" : page;
    return [`    ${base}/index.html ${policy};`, `    ${base}//index.html ${policy};`];
  });
  const lines = Object.entries(common).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
  lines.push("add_header Content-Security-Policy $quillspin_csp always;");
  lines.push("add_header X-Request-Id $quillspin_request_id always;");
  return {
    CSP_MAP: [
      "map $uri $quillspin_csp {",
      `    default ${quoted(filesPolicy ?? "")};`,
      ...entries,
      "  }",
    ].join("\n"),
    STATIC_HEADERS: lines.join("\n      "),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npx tsx deploy/nginx/render-config.ts <settings.json>");
    process.exit(1);
  }
  process.stdout.write(renderNginxConfig(JSON.parse(readFileSync(file, "utf8"))));
}
