import { apiErrorSchema, credentialChangeSeconds, operatorApi } from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiError } from "../../plugins/errors";
import { currencyProblem } from "./money";
import { answerRefusals } from "./operator.routes";
import { partnerAccess, partnerOf, partnerRefusals } from "./partner-integration/partner-access";
import { partnerReportRoutes } from "./partner-integration/reports.routes";
import { partnerRoundRoutes } from "./partner-integration/rounds.routes";
import { partnerSandboxLaunchRoutes } from "./partner-integration/sandbox-launch.routes";
import { partnerTestPlayerRoutes } from "./partner-integration/test-players.routes";
import { partnerWalletCheckRoutes } from "./partner-integration/wallet-check.routes";
import { walletUrlProblem } from "./wallet-address";

const integrationSchema = z.object({
  operator_id: z.string().nullable(),
  status: z.enum(["none", "active", "revoked"]),
  wallet_url: z.string().nullable().describe("Null: the studio's reference wallet"),
  reference_wallet_url: z.string().nullable(),
  currencies: z.array(z.string()),
});

const settingsSchema = z.object({
  wallet_url: z.string().trim().max(2000).nullable(),
  currencies: z
    .array(z.string().regex(/^[A-Z]{3}$/, { error: "is not an ISO 4217 code such as EUR" }))
    .min(1)
    .max(20),
});

/**
 * A partner's sandbox integration (decision 32): credentials (the secret answered once), the wallet
 * URL and currencies; beside them, in `partner-integration/`, the sandbox's test players, launches,
 * rounds, owed transactions, reports, fraud signals and wallet check. The client area calls these with the partner's token,
 * and so can their tools.
 */
export const partnerIntegrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.requireRole("partner"));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  answerRefusals(app);
  const credentials = app.operatorCredentials;
  await app.register(partnerTestPlayerRoutes);
  await app.register(partnerSandboxLaunchRoutes);
  await app.register(partnerRoundRoutes);
  await app.register(partnerReportRoutes);
  await app.register(partnerWalletCheckRoutes);

  async function view(accountId: string) {
    const operator = await credentials.ofAccount(accountId);
    return {
      operator_id: operator?.id ?? null,
      status: operator?.status ?? ("none" as const),
      wallet_url: operator?.walletUrl ?? null,
      reference_wallet_url: operator
        ? `${app.config.apiBaseUrl}${operatorApi.referenceWallet(operator.id)}`
        : null,
      currencies: operator?.currencies ?? [],
    };
  }

  app.get(
    "/partner/integration",
    {
      schema: {
        tags: ["partner area"],
        summary: "The partner's sandbox integration: operator id, wallet and currencies",
        description: `${partnerAccess} The secret is never answered again after it was issued.`,
        response: { 200: integrationSchema, ...partnerRefusals },
      },
    },
    async (request) => view(partnerOf(request).id),
  );

  app.post(
    "/partner/integration/credentials",
    {
      schema: {
        tags: ["partner area"],
        summary: "Issue sandbox credentials: the operator id and a secret shown this once",
        description: `${partnerAccess} The first call creates the operator; a later one rotates its secret (the old one stops working within ${credentialChangeSeconds} seconds on every instance) and reactivates revoked credentials. Audited.`,
        response: { 201: z.object({ operator_id: z.string(), secret: z.string() }), ...partnerRefusals },
      },
    },
    async (request, reply) => reply.code(201).send(await credentials.issue(partnerOf(request))),
  );

  app.delete(
    "/partner/integration/credentials",
    {
      schema: {
        tags: ["partner area"],
        summary: "Revoke the sandbox credentials",
        description: `${partnerAccess} Within ${credentialChangeSeconds} seconds on every instance, every signed call with them answers 401 until new ones are issued and sandbox sessions stop playing. Audited. 404 without credentials.`,
        response: { 204: z.null(), 404: apiErrorSchema, ...partnerRefusals },
      },
    },
    async (request, reply) => {
      if (!(await credentials.revoke(partnerOf(request)))) {
        return reply.code(404).send(apiError(404, "No sandbox credentials to revoke: issue them first."));
      }
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/partner/integration",
    {
      schema: {
        tags: ["partner area"],
        summary: "Set the wallet URL (null: the reference wallet) and the currencies",
        description: `${partnerAccess} The wallet URL must be http(s) and reach a public address: a loopback or private one is a 400 unless the server lists its host in SANDBOX_WALLET_HOSTS. Currencies are ISO 4217 codes with a minor unit (not XAU, XDR, XTS and the like). A partner without credentials gets 409. Audited.`,
        body: settingsSchema,
        response: { 200: integrationSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...partnerRefusals },
      },
    },
    async (request, reply) => {
      const partner = partnerOf(request);
      const walletUrl = request.body.wallet_url || null;
      const currencies = [...new Set(request.body.currencies)];
      const refused = currencies.find((code) => currencyProblem(code) !== null);
      if (refused) {
        return reply.code(400).send(apiError(400, `body.currencies: ${refused} ${currencyProblem(refused)}`));
      }
      if (walletUrl) {
        const problem = await walletUrlProblem(walletUrl, app.config.sandboxWalletHosts);
        if (problem) return reply.code(400).send(apiError(400, `body.${problem}`));
      }
      const configured = await credentials.configure(partner, { walletUrl, currencies });
      if (!configured) {
        return reply.code(409).send(apiError(409, "Issue sandbox credentials before setting the wallet."));
      }
      return view(partner.id);
    },
  );
};
