import { BlockList, isIP } from "node:net";

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Whether an interface is this machine's loopback: only processes on it can connect. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (bare === "localhost") return true;
  const family = isIP(bare);
  return family !== 0 && loopback.check(bare, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Why a `/metrics` listener must not start as configured, or null when it may: one on any interface
 * but loopback (`0.0.0.0`, a private address) needs the bearer token, since process and traffic
 * figures help an attacker too. The site and the API both refuse to start on it (issue 25), as the API
 * does without `AUTH_SECRET` on a shared database. Port 0 (metrics off) is always fine.
 */
export function unguardedMetricsProblem(
  hostVariable: string,
  listener: { host: string; port: number; token?: string | null | undefined },
): string | null {
  if (listener.port === 0 || listener.token || isLoopbackHost(listener.host)) return null;
  return `${hostVariable} is ${listener.host}, not loopback: set METRICS_TOKEN (at least 32 random characters, e.g. \`openssl rand -base64 48\`) so only your Prometheus can read /metrics, or keep /metrics on 127.0.0.1`;
}
