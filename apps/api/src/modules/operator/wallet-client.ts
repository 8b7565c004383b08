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

export const httpTransport: WalletTransport = async ({ url, headers, body, timeoutMs }) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", accept: "application/json" },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, body: await response.text() };
};

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
