import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { type WalletCall, type WalletOperation, walletTimeoutMs } from "@quillspin/contracts";
import { signedHeaders } from "./signing";

// The codes, operations and timeout are the contract's (packages/contracts), which the guide prints.
export {
  type WalletCall,
  type WalletErrorCode,
  type WalletOperation,
  walletErrorCodes,
  walletTimeoutMs,
} from "@quillspin/contracts";

/**
 * What a wallet said: money moved (or was read) and the balance after; a refusal with its code (4xx,
 * final: nothing moved); or no usable answer (timeout, network error, 5xx, a body that is not the
 * contract's), after which nobody knows whether money moved.
 */
export type WalletAnswer =
  | { kind: "ok"; status: number; balance: number }
  | { kind: "refused"; status: number; error: string }
  | { kind: "unanswered"; status: number | null; reason: string };

/** Carries one signed request to a wallet and answers its status and body text. */
export type WalletTransport = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}) => Promise<{ status: number; body: string }>;

/**
 * Kept-alive connections to wallets, as a game server keeps its database's: a round's bet and win go
 * to the same wallet a few milliseconds apart, so each call would otherwise open a connection (and, over
 * https, negotiate TLS) of its own. An idle connection is closed after 4 s, or a second before the wallet
 * said (its `Keep-Alive: timeout=`) it closes its end, so a call is not sent on a closing connection.
 */
const agentOptions = { keepAlive: true, timeout: 4_000, maxFreeSockets: 64 };

/** A pair of agents; with `lookup`, every connection they open resolves its host through it. */
function agentsWith(lookup?: LookupFunction) {
  const options = lookup ? { ...agentOptions, lookup } : agentOptions;
  return { "http:": new HttpAgent(options), "https:": new HttpsAgent(options) };
}

/** The whole exchange past the wallet's time is no answer, as an abort signal ended a `fetch`. */
class WalletTimeout extends Error {
  override name = "TimeoutError";
  constructor(timeoutMs: number) {
    super(`the wallet did not answer within ${timeoutMs} ms`);
  }
}

/**
 * Node's own HTTP client rather than `fetch` (undici with web streams and an abort signal each call:
 * a fifth of a round's time in the instance, by the bench's profile). A redirect is an answer like any
 * other status (`classify` makes it no answer), as `fetch`'s `redirect: "error"` did.
 *
 * `lookup` decides where each new connection goes (the game server's checks the address it connects
 * to, `checkedLookup`); its connections are kept apart from other transports', so a call never rides a
 * connection opened without it. The URL stays the wallet's, so the Host header and the TLS server name
 * are its host whatever address was connected to.
 */
export function httpTransportWith(lookup?: LookupFunction): WalletTransport {
  const agents = agentsWith(lookup);
  return ({ url, headers, body, timeoutMs }) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const agent = agents[target.protocol as keyof typeof agents];
      if (!agent) return reject(new Error(`the wallet URL ${url} is not http or https`));
      const payload = Buffer.from(body);
      const send = target.protocol === "https:" ? httpsRequest : httpRequest;
      const request = send(target, {
        method: "POST",
        agent,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": payload.length,
          accept: "application/json",
        },
      });
      const deadline = setTimeout(() => request.destroy(new WalletTimeout(timeoutMs)), timeoutMs);
      request.once("close", () => clearTimeout(deadline));
      request.once("error", reject);
      request.once("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.once("error", reject);
        response.once("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      });
      request.end(payload);
    });
}

/** HTTP to a wallet, resolving its host as Node does (tests and tools; the game server's is guarded). */
export const httpTransport: WalletTransport = httpTransportWith();

export function classify(status: number, text: string): WalletAnswer {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (status === 200 && Number.isSafeInteger(record.balance) && (record.balance as number) >= 0) {
    return { kind: "ok", status, balance: record.balance as number };
  }
  if (status >= 400 && status < 500 && typeof record.error === "string") {
    return { kind: "refused", status, error: record.error };
  }
  return { kind: "unanswered", status, reason: `HTTP ${status}: ${text.slice(0, 200)}` };
}

/** Signs and sends one wallet call of an operator; never throws. */
export async function callWallet(
  transport: WalletTransport,
  target: { baseUrl: string; operatorId: string; secret: string },
  operation: WalletOperation,
  call: WalletCall,
  { timeoutMs = walletTimeoutMs, now = new Date() } = {},
): Promise<WalletAnswer> {
  const body = JSON.stringify(call);
  const url = `${target.baseUrl.replace(/\/+$/, "")}/${operation}`;
  try {
    const { status, body: text } = await transport({
      url,
      headers: signedHeaders(target.operatorId, target.secret, body, now),
      body,
      timeoutMs,
    });
    return classify(status, text);
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { kind: "unanswered", status: null, reason };
  }
}
