import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedHttpTransport } from "./operator.routes";
import { isInternalAddress, type ResolveHost, walletUrlProblem } from "./wallet-address";

describe("addresses a wallet may not be on", () => {
  it("refuses every IPv4 network that is not the public internet's", () => {
    const internal = [
      "0.0.0.0",
      "0.1.2.3",
      "10.1.2.3",
      "100.64.0.1",
      "100.127.255.254",
      "127.0.0.1",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.0.0.8",
      "192.168.1.1",
      "198.18.0.1",
      "198.19.255.255",
      "224.0.0.1",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
    ];
    expect(internal.filter((address) => !isInternalAddress(address))).toEqual([]);
    const public_ = [
      "93.184.216.34",
      "1.1.1.1",
      "100.63.255.255",
      "100.128.0.1",
      "198.20.0.1",
      "223.255.255.255",
    ];
    expect(public_.filter(isInternalAddress)).toEqual([]);
  });

  it("refuses the IPv6 ones, and judges an IPv6 address carrying an IPv4 one by that IPv4 address", () => {
    const internal = [
      "::",
      "::1",
      "::7f00:1", // IPv4-compatible ::127.0.0.1
      "::808:808", // IPv4-compatible, deprecated whatever it carries
      "::ffff:127.0.0.1",
      "::ffff:7f00:1", // the same, as a URL writes it
      "::ffff:192.168.0.1",
      "64:ff9b::10.0.0.1", // NAT64 to a private address
      "64:ff9b::a9fe:a9fe", // NAT64 to the metadata service
      "64:ff9b:1::1", // NAT64 for local use
      "2002:7f00:1::", // 6to4 of 127.0.0.1
      "2002:c0a8:101::1", // 6to4 of 192.168.1.1
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "fe80::1%eth0",
      "ff02::1",
      "not an address",
    ];
    expect(internal.filter((address) => !isInternalAddress(address))).toEqual([]);
    const public_ = [
      "2606:4700:4700::1111",
      "::ffff:93.184.216.34",
      "64:ff9b::5db8:d822", // NAT64 to 93.184.216.34
      "2002:5db8:d822::1", // 6to4 of 93.184.216.34
    ];
    expect(public_.filter(isInternalAddress)).toEqual([]);
  });

  it("refuses a wallet URL written with, or resolving to, any of them", async () => {
    const resolveTo = (addresses: string[]) => async () => addresses;
    expect(await walletUrlProblem("http://[::ffff:127.0.0.1]/w", [])).toMatch(/loopback or private/);
    expect(await walletUrlProblem("http://[64:ff9b::a00:1]/w", [])).toMatch(/loopback or private/);
    expect(await walletUrlProblem("http://0x7f.1/w", [])).toMatch(/127.0.0.1 is a loopback or private/);
    expect(await walletUrlProblem("http://255.255.255.255/w", [])).toMatch(/loopback or private/);
    expect(await walletUrlProblem("http://[ff02::1]/w", [])).toMatch(/loopback or private/);
    expect(
      await walletUrlProblem("https://wallet.example/w", [], resolveTo(["93.184.216.34", "198.18.0.1"])),
    ).toMatch(/wallet.example is a loopback or private address/);
    expect(await walletUrlProblem("https://wallet.example/w", [], resolveTo(["2002:a00:1::1"]))).toMatch(
      /loopback or private/,
    );
    expect(await walletUrlProblem("https://wallet.example/w", [], resolveTo(["2606:4700::1"]))).toBeNull();
  });
});

/** A wallet on loopback that answers every call, and remembers the Host header of each. */
let wallet: Server;
let port: number;
const hosts: (string | undefined)[] = [];
let connections = 0;

beforeAll(async () => {
  wallet = createServer((request, response) => {
    hosts.push(request.headers.host);
    request.resume();
    request.on("end", () => response.writeHead(200).end(JSON.stringify({ balance: 1 })));
  });
  wallet.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => wallet.listen(0, "127.0.0.1", resolve));
  port = (wallet.address() as AddressInfo).port;
});

afterAll(async () => {
  wallet.closeAllConnections();
  await new Promise((resolve) => wallet.close(resolve));
});

const call = (host: string) => ({
  url: `http://${host}:${port}/bet`,
  headers: {},
  body: "{}",
  timeoutMs: 2_000,
});

describe("the game server's connection to a wallet", () => {
  it("refuses to connect when the host resolves to a private address by then (DNS rebinding)", async () => {
    // Public when the partner saved the URL, loopback when the game server connects.
    const answers = [["93.184.216.34"], ["127.0.0.1"]];
    const rebinding: ResolveHost = async () => answers.shift() ?? [];
    expect(await walletUrlProblem(`http://wallet.example:${port}/`, [], rebinding)).toBeNull();
    const before = connections;
    await expect(guardedHttpTransport([], rebinding)(call("wallet.example"))).rejects.toThrow(
      /wallet.example is a loopback or private address/,
    );
    expect(connections).toBe(before);
  });

  it("connects to the address it checked, resolving once, and keeps the wallet's host in the request", async () => {
    let resolutions = 0;
    const resolve: ResolveHost = async () => {
      resolutions += 1;
      return ["127.0.0.1"];
    };
    const transport = guardedHttpTransport(["wallet.test"], resolve);
    const answer = await transport(call("wallet.test"));
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ balance: 1 }) });
    expect(resolutions).toBe(1);
    expect(hosts.at(-1)).toBe(`wallet.test:${port}`);
  });

  it("refuses before connecting a URL the form check refuses", async () => {
    await expect(guardedHttpTransport([])(call("127.0.0.1"))).rejects.toThrow(/loopback or private/);
    await expect(
      guardedHttpTransport([])({ ...call("wallet.example"), url: "ftp://wallet.example/" }),
    ).rejects.toThrow(/http or https/);
  });
});
