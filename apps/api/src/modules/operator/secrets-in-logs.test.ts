import { signatureHeaders } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApiEnv } from "../../../test/app";
import { testDatabase } from "../../../test/database";
import { signedIn } from "../../../test/support/accounts";
import { FIRST_DATABASE_OPEN_MS, withoutRateLimits } from "../../../test/support/contact";
import { type App, build } from "../../app";
import { loadApiConfig } from "../../config/env";
import { operators } from "./operator.tables";
import { signedHeaders } from "./signing";

/**
 * "Secrets are stored sealed, never logged" (issue 28): every line the API logs at its most talkative
 * level, through a whole integration (credentials issued and rotated, a session opened, a round played
 * against the reference wallet, a forged call refused), holds neither secret, sealed or not, nor a
 * signature, nor the partner's bearer token.
 */
describe("the operator integration's secrets in the logs", () => {
  const lines: string[] = [];
  let app: App;

  beforeAll(async () => {
    app = await build({
      config: { ...loadApiConfig(testApiEnv()), ...withoutRateLimits },
      database: await testDatabase(),
      logger: { level: "trace", stream: { write: (line: string) => lines.push(line) } },
    });
    await app.ready();
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(() => app.close());

  it("never writes a secret, a signature or a token, at the trace level, through a whole integration", async () => {
    const partner = await signedIn(app, { role: "partner", status: "approved" });
    const partnerCall = (method: "POST" | "PUT", url: string, payload?: object) =>
      app.inject({
        method,
        url: `/v1/partner/integration${url}`,
        headers: partner.headers,
        ...(payload ? { payload } : {}),
      });

    const first = await partnerCall("POST", "/credentials");
    expect(first.statusCode, first.body).toBe(201);
    const rotated = await partnerCall("POST", "/credentials");
    expect(rotated.statusCode, rotated.body).toBe(201);
    const { operator_id: operatorId, secret } = rotated.json() as { operator_id: string; secret: string };
    const configured = await partnerCall("PUT", "", { wallet_url: null, currencies: ["EUR"] });
    expect(configured.statusCode, configured.body).toBe(200);

    const session = JSON.stringify({ player_id: "log-reader", currency: "EUR", game: "quest-of-ra" });
    const signed = signedHeaders(operatorId, secret, session);
    const opened = await app.inject({
      method: "POST",
      url: "/v1/operator/sessions",
      headers: { ...signed, "content-type": "application/json" },
      payload: session,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const played = await app.inject({
      method: "POST",
      url: `/v1/operator-sessions/${opened.json().session_id}/spins`,
      payload: { bet: 100 },
    });
    expect(played.statusCode, played.body).toBe(200);
    const forgedHeaders = signedHeaders(operatorId, "a forger's guess", "");
    const forged = await app.inject({ method: "GET", url: "/v1/operator/rounds", headers: forgedHeaders });
    expect(forged.statusCode).toBe(401);

    const [stored] = await app.database.db.select().from(operators).where(eq(operators.id, operatorId));
    const secrets = {
      "the first secret": (first.json() as { secret: string }).secret,
      "the secret": secret,
      "the sealed secret": stored?.secretSealed ?? "",
      "the partner's token": partner.tokens.accessToken,
      "a signature": signed[signatureHeaders.signature] ?? "",
      "a forged signature": forgedHeaders[signatureHeaders.signature] ?? "",
    };
    // The log is real: the requests above are in it.
    expect(lines.some((line) => line.includes("/v1/operator/sessions"))).toBe(true);
    for (const [what, value] of Object.entries(secrets)) {
      expect(value.length, what).toBeGreaterThan(16);
      expect(
        lines.filter((line) => line.includes(value)),
        what,
      ).toEqual([]);
    }
  });
});
