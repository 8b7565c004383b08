import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Operator, OperatorCredentials } from "./operator-credentials";
import { type SignatureProblem, signatureHeaders, signatureProblem } from "./signing";

declare module "fastify" {
  interface FastifyRequest {
    /** The body exactly as it arrived, for its signature; "" without one. */
    rawBody?: string;
    /** Set by `requireSignature` on signed routes: the operator whose secret signed the request. */
    operator?: Operator;
  }
}

/**
 * In the plugin that calls it: JSON bodies parsed from text kept on the request, since a signature
 * covers the bytes sent, not the object they parse to.
 */
export function keepRawJsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    if (text.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error("body: is not valid JSON"), { statusCode: 400 }), undefined);
    }
  });
}

export class SignatureRefusal extends Error {
  readonly statusCode = 401;
  constructor(
    readonly problem: SignatureProblem | "unknown-operator" | "revoked",
    /** The operator the request named, when it exists: its failures are recorded (a fraud signal). */
    readonly operatorId?: string,
  ) {
    super(
      {
        missing: "X-Operator-Id, X-Timestamp and X-Signature are required",
        stale: "X-Timestamp is more than 300 seconds from the server's clock",
        mismatch: "X-Signature does not match the request",
        "unknown-operator": "X-Operator-Id names no operator",
        revoked: "these operator credentials are revoked",
      }[problem],
    );
  }
}

/** The operator that signed the request, or a SignatureRefusal; nothing else has happened yet. */
export async function signedBy(
  request: FastifyRequest,
  credentials: OperatorCredentials,
  now: Date,
): Promise<Operator> {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === "string" ? value : undefined;
  };
  const operatorId = header(signatureHeaders.operator);
  if (!operatorId || operatorId.length > 64) throw new SignatureRefusal("missing");
  const operator = await credentials.find(operatorId);
  if (!operator) throw new SignatureRefusal("unknown-operator");
  const problem = signatureProblem(
    operator.secret,
    { timestamp: header(signatureHeaders.timestamp), signature: header(signatureHeaders.signature) },
    request.rawBody ?? "",
    now,
  );
  if (problem) throw new SignatureRefusal(problem, operator.id);
  if (operator.status !== "active") throw new SignatureRefusal("revoked", operator.id);
  return operator;
}

/**
 * A signed request's rate-limit bucket: the operator id it names, from the address it comes from. The
 * signature is checked after the limit, so the id alone would let anyone who knows it spend the
 * operator's minute from anywhere; with the address, a stranger spends only their own address's share.
 */
export function claimedOperator(request: Pick<FastifyRequest, "headers" | "ip">): string {
  const value = request.headers[signatureHeaders.operator];
  return typeof value === "string" && value.length <= 64
    ? `operator:${value}@${request.ip}`
    : `address:${request.ip}`;
}
