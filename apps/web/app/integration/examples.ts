import { gameSummaries } from "@quillspin/content";
import {
  type OperatorSessionRequest,
  operatorApi,
  signatureHeaders,
  signatureWindowSeconds,
  signedPayload,
  type WalletCall,
} from "@quillspin/contracts";

/**
 * The guide's code, written from the contract's facts so a renamed header or a new window shows here
 * too. Each example runs as printed: the integration's end-to-end test takes them from the page and
 * runs them (curl under bash, the Node modules under Node) against the API.
 */

/** The environment every example reads: the API's base address and the operator's credentials. */
export const exampleEnvironment = {
  api: "QUILLSPIN_API",
  operator: "OPERATOR_ID",
  secret: "OPERATOR_SECRET",
} as const;

const game = gameSummaries[0].slug;

/** The session the examples open: a test player in euros on the catalogue's first game. */
export const exampleSessionRequest = {
  player_id: "player-42",
  currency: "EUR",
  game,
} satisfies OperatorSessionRequest;

/** A bet as the game server posts it to `{wallet_url}/bet`: 1.00 EUR. */
export const exampleBet = {
  player_id: "player-42",
  session_id: "7d1f4c52-9a0e-4d8b-8f39-2c6f1e0a5b11",
  currency: "EUR",
  game,
  round_id: "0b6e8f7a-3c2d-4e51-9a47-5d8c1f2e3a90",
  transaction_id: "c3a9e1d4-7b6f-4a28-b5e0-9f1d2c3b4a57",
  amount: 100,
} satisfies WalletCall;

/** The rollback of that bet: `rollback_transaction_id` names it. */
export const exampleRollback = {
  ...exampleBet,
  transaction_id: "5e2d7c91-0f4a-4b3e-8c6d-a1b2c3d4e5f6",
  rollback_transaction_id: exampleBet.transaction_id,
} satisfies WalletCall;

// The signed string, spelled for each language from the contract's own function: a shell's and a
// JavaScript template's interpolation of the timestamp and the body.
const interpolated = (name: string) => `\${${JSON.stringify(name).slice(1, -1)}}`;
const signedString = signedPayload(interpolated("TIMESTAMP"), interpolated("BODY"));
const signedTemplate = signedPayload(interpolated("timestamp"), interpolated("rawBody"));

const { api, operator, secret } = exampleEnvironment;

/** `{ a: "x", b: 1 }`'s inside, as a person writes a JavaScript object. */
const objectLiteral = (value: Record<string, unknown>) =>
  Object.entries(value)
    .map(([key, entry]) => `${key}: ${JSON.stringify(entry)}`)
    .join(", ");

/** Opens a sandbox session with curl and openssl: the body signed as sent, byte for byte. */
export const curlOpenSession = `BODY='${JSON.stringify(exampleSessionRequest)}'
TIMESTAMP=$(date +%s)
SIGNATURE=$(printf '%s' "${signedString}" \\
  | openssl dgst -sha256 -hmac "$${secret}" | sed 's/^.* //')
curl -sS -X POST "$${api}${operatorApi.sessions}" \\
  -H 'Content-Type: application/json' \\
  -H "${signatureHeaders.operator}: $${operator}" \\
  -H "${signatureHeaders.timestamp}: $TIMESTAMP" \\
  -H "${signatureHeaders.signature}: $SIGNATURE" \\
  --data-raw "$BODY"`;

/** Lists the operator's rounds with curl: a GET signs an empty body. */
export const curlListRounds = `BODY=''
TIMESTAMP=$(date +%s)
SIGNATURE=$(printf '%s' "${signedString}" \\
  | openssl dgst -sha256 -hmac "$${secret}" | sed 's/^.* //')
curl -sS "$${api}${operatorApi.rounds}?limit=20" \\
  -H "${signatureHeaders.operator}: $${operator}" \\
  -H "${signatureHeaders.timestamp}: $TIMESTAMP" \\
  -H "${signatureHeaders.signature}: $SIGNATURE"`;

/** The file name the Node examples give the signing module, which the second one imports. */
export const nodeSigningFile = "quillspin-signing.mjs";

/** Signing and checking in Node, no dependencies: what the operator's API calls and wallet both need. */
export const nodeSigning = `// ${nodeSigningFile}
import { createHmac, timingSafeEqual } from "node:crypto";

const WINDOW_SECONDS = ${signatureWindowSeconds};

const hmac = (secret, timestamp, rawBody) =>
  createHmac("sha256", secret).update(\`${signedTemplate}\`);

/** The three headers of a request you send: sign the exact bytes you put in the body. */
export function signedHeaders(operatorId, secret, rawBody, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  return {
    "${signatureHeaders.operator}": operatorId,
    "${signatureHeaders.timestamp}": timestamp,
    "${signatureHeaders.signature}": hmac(secret, timestamp, rawBody).digest("hex"),
  };
}

/**
 * In your wallet: true when a call is signed with your secret within the window. \`headers\` as
 * Node's http module gives them (lower-case names), \`rawBody\` the body exactly as it arrived,
 * before any JSON parsing. When it is false, answer 401 { "error": "INVALID_SIGNATURE" }.
 */
export function verifySignature(headers, rawBody, secret, now = Date.now()) {
  const timestamp = headers["${signatureHeaders.timestamp.toLowerCase()}"] ?? "";
  const signature = headers["${signatureHeaders.signature.toLowerCase()}"] ?? "";
  if (!/^\\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > WINDOW_SECONDS) return false;
  const expected = hmac(secret, timestamp, rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}`;

/** Opens a sandbox session from Node 20+ with the module above. */
export const nodeOpenSession = `import { signedHeaders } from "./${nodeSigningFile}";

const { ${api}, ${operator}, ${secret} } = process.env;
const body = JSON.stringify({ ${objectLiteral(exampleSessionRequest)} });
const response = await fetch(\`\${${api}}${operatorApi.sessions}\`, {
  method: "POST",
  headers: { "Content-Type": "application/json", ...signedHeaders(${operator}, ${secret}, body) },
  body,
});
// 201 { session_id, game_url }: send the player to game_url.
console.log(response.status, JSON.stringify(await response.json()));`;

/** The kit's command, with the reference wallet's address shape as the example target. */
export const walletCheckExample = (walletUrl: string) =>
  `npm run wallet-check -- --url ${walletUrl} --operator "$${operator}" --secret "$${secret}"`;
