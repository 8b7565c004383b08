import { apiErrorSchema, operatorApi, walletTimeoutMs } from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { rateLimitFor } from "../../../plugins/rate-limit";
import { runWalletCheck, type WalletCheckOptions } from "../conformance/wallet-check";
import { guardedHttpTransport, referenceTransport } from "../operator.routes";
import type { WalletTransport } from "../wallet-client";
import { activeOperatorOf, partnerAccess, partnerOf, partnerRefusals } from "./partner-access";
import { walletCheckReportSchema, walletCheckRequestSchema } from "./schemas";

/** The kit's way of sending, over one of the game server's wallet transports. */
function sendOver(transport: WalletTransport, timeoutMs: number): NonNullable<WalletCheckOptions["send"]> {
  return async (url, { headers, body }) => {
    const answer = await transport({ url, headers, body, timeoutMs });
    return { status: answer.status, text: answer.body };
  };
}

/**
 * "Check my wallet": the conformance kit (`npm run wallet-check`) run from the client area against the
 * partner's wallet, or the reference wallet, signed with the partner's credentials. It sends dozens of
 * requests, so each partner may run it a few times a minute.
 */
export const partnerWalletCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = app.config.rateLimits.walletCheck;
  const perWindow = policy.windowMs === 60_000 ? "a minute" : `every ${Math.round(policy.windowMs / 1000)} s`;
  const reference = referenceTransport(app);
  const http = guardedHttpTransport(app.config.sandboxWalletHosts);

  app.post(
    "/partner/integration/wallet-check",
    {
      config: {
        rateLimit: {
          ...rateLimitFor(policy),
          // After the role check, so the count is the partner's, not their address's.
          hook: "preHandler",
          keyGenerator: (request) => `wallet-check:${request.account?.id ?? request.ip}`,
          errorResponseBuilder: (_request, context) =>
            Object.assign(
              new Error(
                `The wallet check runs at most ${policy.max} times ${perWindow}: try again in ${context.after}.`,
              ),
              { statusCode: context.statusCode },
            ),
        },
      },
      schema: {
        tags: ["partner area"],
        summary: "Check my wallet: run the conformance kit against your wallet and report every scenario",
        description: `${partnerAccess} Runs \`npm run wallet-check\`'s scenarios against your wallet URL (the reference wallet if you set none, or with \`wallet: "reference"\`), signed with your credentials, and answers each scenario with the requests it sent, the answers it got and whether it passed. A wallet that fails the check is still a 200: \`passed\` says. Without credentials, or with revoked ones, a 409. At most ${policy.max} runs ${perWindow}; a 429 carries Retry-After.`,
        body: walletCheckRequestSchema,
        response: {
          200: walletCheckReportSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          ...partnerRefusals,
        },
      },
    },
    async (request) => {
      const operator = await activeOperatorOf(app.operatorCredentials, partnerOf(request));
      const signedAs = {
        operatorId: operator.id,
        secret: operator.secret,
        currency: operator.currencies[0] ?? "EUR",
      };
      const own = request.body.wallet === "configured" ? operator.walletUrl : null;
      if (own) {
        return runWalletCheck({ ...signedAs, url: own, send: sendOver(http, walletTimeoutMs) });
      }
      // The reference wallet is called in process, through its signed route, as the game server calls it.
      const { apiBaseUrl } = app.config;
      const toReference = sendOver(reference, walletTimeoutMs);
      return runWalletCheck({
        ...signedAs,
        url: `${apiBaseUrl}${operatorApi.referenceWallet(operator.id)}`,
        send: (url, init) => toReference(`/v1${url.slice(apiBaseUrl.length)}`, init),
      });
    },
  );
};
