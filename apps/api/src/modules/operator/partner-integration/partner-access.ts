import { apiErrorSchema } from "@quillspin/contracts";
import type { FastifyRequest } from "fastify";
import type { Operator, OperatorCredentials, OperatorOwner } from "../operator-credentials";
import { OperatorRefusal } from "../operator-rounds.service";

/** Who may call the partner's integration routes, as each route's description says it. */
export const partnerAccess =
  "Approved partners only: `Authorization: Bearer <accessToken>`. Anonymous callers get 401, pending partners and staff 403: an integration belongs to a partner's own account.";

export const partnerRefusals = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The signed-in partner; the module's role hook lets no one else through. */
export function partnerOf(request: FastifyRequest): OperatorOwner {
  const account = request.account;
  if (!account) throw new Error("the role hook lets only signed-in partners through");
  return { id: account.id, email: account.email, name: account.name };
}

/**
 * The partner's operator with working credentials, or the 409 that tells them what to do first: the
 * sandbox plays, checks and lists as that operator.
 */
export async function activeOperatorOf(
  credentials: OperatorCredentials,
  partner: OperatorOwner,
): Promise<Operator> {
  const operator = await credentials.ofAccount(partner.id);
  if (!operator) {
    throw new OperatorRefusal(409, "Issue sandbox credentials first: the sandbox plays as your operator.");
  }
  if (operator.status !== "active") {
    throw new OperatorRefusal(
      409,
      "Your sandbox credentials are revoked: issue new ones to use the sandbox again.",
    );
  }
  return operator;
}
