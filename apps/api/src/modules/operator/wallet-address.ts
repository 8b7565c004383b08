import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Addresses a wallet URL may not lead to unless its host is listed in SANDBOX_WALLET_HOSTS: loopback,
 * private, link-local, carrier-grade NAT, multicast, reserved and unspecified ones, so the game server
 * cannot be pointed at itself or at the network behind it (decision 32).
 */
const internalIpv4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 reaching the host itself
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, the clouds' metadata service among them
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking networks
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and 255.255.255.255, the broadcast
] as const) {
  internalIpv4.addSubnet(network, prefix, "ipv4");
}

const internalIpv6 = new BlockList();
for (const [network, prefix] of [
  ["::", 96], // unspecified ::, loopback ::1 and the deprecated IPv4-compatible ::a.b.c.d
  ["64:ff9b:1::", 48], // NAT64 for a local network's own use
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  internalIpv6.addSubnet(network, prefix, "ipv6");
}

/** Two bytes of a dotted IPv4 address as one IPv6 group, in hex: ("10", "0") -> "a00". */
const hexGroup = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);

/** The eight 16-bit groups of an IPv6 address: "::ffff:10.0.0.1" -> [0, 0, 0, 0, 0, 0xffff, 0x0a00, 1]. */
function ipv6Groups(address: string): number[] {
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const [, b1 = "", b2 = "", b3 = "", b4 = ""] = tail ?? [];
  const hex = tail ? `${address.slice(0, tail.index)}${hexGroup(b1, b2)}:${hexGroup(b3, b4)}` : address;
  const groupsOf = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const [head = "", rest] = hex.split("::");
  if (rest === undefined) return groupsOf(head);
  const front = groupsOf(head);
  const back = groupsOf(rest);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 address an IPv6 one carries to an IPv4 host, where a connection to it ends up, so that is
 * the address judged: IPv4-mapped (::ffff:a.b.c.d), NAT64's well-known prefix (64:ff9b::a.b.c.d) and
 * 6to4 (2002:aabb:ccdd::/48, the IPv4 address in the second and third groups).
 */
function embeddedIpv4(address: string): string | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = ipv6Groups(address);
  const dotted = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return dotted(g, h);
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return dotted(g, h);
  if (a === 0x2002) return dotted(b, c);
  return null;
}

/** Whether a resolved address is one a wallet may not be on; anything that is not an address is. */
export function isInternalAddress(address: string): boolean {
  // A link-local answer may carry its interface ("fe80::1%eth0"): the address is what is judged.
  const bare = address.replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return internalIpv4.check(bare, "ipv4");
  if (family !== 6) return true;
  const ipv4 = embeddedIpv4(bare);
  return ipv4 ? internalIpv4.check(ipv4, "ipv4") : internalIpv6.check(bare, "ipv6");
}

/** Resolves a host to every address it has, as the HTTP client would. */
export type ResolveHost = (host: string) => Promise<string[]>;

const resolveHost: ResolveHost = async (host) =>
  (await lookup(host, { all: true })).map((entry) => entry.address);

const privateAddress = (host: string) =>
  `wallet_url: ${host} is a loopback or private address; the sandbox calls public wallets only`;

/**
 * What can be said of a wallet URL without resolving its host: not http(s), credentials or a query in
 * it, or an address written in it that is internal; or, when it may go on, the host to resolve.
 */
function urlProblem(url: string, allowedHosts: readonly string[]): { problem: string } | { host: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: "wallet_url: is not a URL" };
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    return { problem: "wallet_url: must be http or https" };
  }
  if (parsed.username || parsed.password)
    return { problem: "wallet_url: must not carry a user name or password" };
  if (parsed.search || parsed.hash) return { problem: "wallet_url: must not carry a query or fragment" };
  const host = parsed.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(host) && !allowedHosts.includes(host) && isInternalAddress(host)) {
    return { problem: privateAddress(host) };
  }
  return { host };
}

/**
 * Why a wallet URL is refused, in words for the partner, or null when it may be called: http(s), no
 * credentials in it, and every address its host resolves to public unless the host is allowed.
 */
export async function walletUrlProblem(
  url: string,
  allowedHosts: readonly string[],
  resolve: ResolveHost = resolveHost,
): Promise<string | null> {
  const checked = urlProblem(url, allowedHosts);
  if ("problem" in checked) return checked.problem;
  const { host } = checked;
  if (allowedHosts.includes(host) || isIP(host)) return null;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return `wallet_url: the host ${host} does not resolve`;
  }
  return addresses.length === 0 || addresses.some(isInternalAddress) ? privateAddress(host) : null;
}

/**
 * The same checks as `walletUrlProblem` minus the host's resolution, for a call about to be sent: the
 * connection resolves the host once, through `checkedLookup`, and that is where its addresses are judged.
 */
export function walletUrlFormProblem(url: string, allowedHosts: readonly string[]): string | null {
  const checked = urlProblem(url, allowedHosts);
  return "problem" in checked ? checked.problem : null;
}

/** The address family a connection asks its lookup for: 4, 6, or 0 for either. */
function familyWanted(family: number | "IPv4" | "IPv6" | undefined): 0 | 4 | 6 {
  if (family === 4 || family === "IPv4") return 4;
  if (family === 6 || family === "IPv6") return 6;
  return 0;
}

/**
 * The `lookup` of a connection to a wallet: it resolves the host once, refuses the connection when any
 * address is internal (unless the host is allowed), and hands the socket only the addresses it judged.
 * Judging one resolution and letting the HTTP client make another would let a DNS server answer a
 * public address to the check and a private one to the connection (DNS rebinding).
 */
export function checkedLookup(
  allowedHosts: readonly string[],
  resolve: ResolveHost = resolveHost,
): LookupFunction {
  return (hostname, options, callback) => {
    const host = hostname.toLowerCase();
    resolve(host).then(
      (resolved) => {
        if (!allowedHosts.includes(host) && (resolved.length === 0 || resolved.some(isInternalAddress))) {
          return callback(Object.assign(new Error(privateAddress(host)), { code: "EWALLETADDRESS" }), "");
        }
        const wanted = familyWanted(options.family);
        const addresses = resolved
          .map((address) => ({ address, family: isIP(address.replace(/%.*$/, "")) }))
          .filter((entry) => wanted === 0 || entry.family === wanted);
        const [first] = addresses;
        if (!first) {
          const family = wanted ? ` to an IPv${wanted} address` : "";
          const problem = `wallet_url: the host ${host} does not resolve${family}`;
          return callback(Object.assign(new Error(problem), { code: "ENOTFOUND" }), "");
        }
        if (options.all) return callback(null, addresses);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}
