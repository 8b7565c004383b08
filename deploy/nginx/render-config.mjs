// Renders nginx.conf.template for one deployment: `node deploy/nginx/render-config.mjs <settings.json>`
// prints the configuration; the scale test imports `renderNginxConfig` and runs what it returns.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const nginxConfDir = path.dirname(fileURLToPath(import.meta.url));

/** Debian's libnginx-mod-http-brotli-static; without it nginx serves the gzip copies only. */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * @param {object} settings
 * @param {string} settings.listen  address:port nginx listens on
 * @param {string[]} settings.webServers  address:port of each site instance
 * @param {string[]} settings.apiServers  address:port of each API instance
 * @param {string} settings.clientDir  the site build's `client` folder (prerendered pages, assets)
 * @param {string} settings.tempDir  where nginx keeps request bodies and buffered answers
 * @param {string} settings.errorLog
 * @param {string} settings.accessLog
 * @param {number} [settings.workerProcesses]
 * @param {boolean} [settings.brotli]  defaults to whether the module is installed
 */
export function renderNginxConfig(settings) {
  const brotli = settings.brotli ?? existsSync(BROTLI_STATIC_MODULE);
  const servers = (addresses) =>
    addresses.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join("\n");
  const values = {
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
    CONF_DIR: nginxConfDir,
  };
  const template = readFileSync(path.join(nginxConfDir, "nginx.conf.template"), "utf8");
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: unknown placeholder ${name}`);
    return values[name];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: node deploy/nginx/render-config.mjs <settings.json>");
    process.exit(1);
  }
  process.stdout.write(renderNginxConfig(JSON.parse(readFileSync(file, "utf8"))));
}
