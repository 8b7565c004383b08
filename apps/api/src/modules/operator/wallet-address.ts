import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Addresses a wallet URL may not lead to unless its host is listed in SANDBOX_WALLET_HOSTS: loopback,
 * private, link-local, carrier-grade NAT and unspecified ones, so the game server cannot be pointed at
 * itself or at the network behind it (decision 32).
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  internal.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  internal.addSubnet(network, prefix, "ipv6");
}

function isInternal(address: string): boolean {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return internal.check(mapped, "ipv4");
  return internal.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/**
 * Why a wallet URL is refused, in words for the partner, or null when it may be called: http(s), no
 * credentials in it, and every address its host resolves to public unless the host is allowed.
 */
export async function walletUrlProblem(
  url: string,
  allowedHosts: readonly string[],
  resolve: (host: string) => Promise<string[]> = async (host) =>
    (await lookup(host, { all: true })).map((entry) => entry.address),
): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "wallet_url: is not a URL";
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return "wallet_url: must be http or https";
  if (parsed.username || parsed.password) return "wallet_url: must not carry a user name or password";
  if (parsed.search || parsed.hash) return "wallet_url: must not carry a query or fragment";
  const host = parsed.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (allowedHosts.includes(host)) return null;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return `wallet_url: the host ${host} does not resolve`;
  }
  if (addresses.length === 0 || addresses.some(isInternal)) {
    return `wallet_url: ${host} is a loopback or private address; the sandbox calls public wallets only`;
  }
  return null;
}
