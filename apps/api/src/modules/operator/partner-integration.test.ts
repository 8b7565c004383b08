import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { signedIn } from "../../../test/support/accounts";
import { FIRST_DATABASE_OPEN_MS, withoutRateLimits } from "../../../test/support/contact";
import { signedInject } from "../../../test/support/operators";
import type { App } from "../../app";

describe("a partner's sandbox integration", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(withoutRateLimits);
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(() => app.close());

  const issue = (headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/v1/partner/integration/credentials", headers });
  const configure = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: "PUT", url: "/v1/partner/integration", headers, payload });

  it("is for approved partners only", async () => {
    expect((await issue()).statusCode).toBe(401);
    for (const role of ["editor", "admin"] as const) {
      const staff = await signedIn(app, { role, status: "approved" });
      expect((await issue(staff.headers)).statusCode, role).toBe(403);
    }
    const pending = await signedIn(app, { role: "partner", status: "pending" });
    expect((await issue(pending.headers)).statusCode).toBe(403);
  });

  it("issues credentials once, rotates and revokes them, and signed calls follow", async () => {
    const partner = await signedIn(app, { role: "partner", status: "approved" });
    const created = await issue(partner.headers);
    expect(created.statusCode, created.body).toBe(201);
    const { operator_id, secret } = created.json();
    expect(operator_id).toMatch(/^op_[0-9a-f]{16}$/);
    const read = await app.inject({
      method: "GET",
      url: "/v1/partner/integration",
      headers: partner.headers,
    });
    expect(read.json()).toMatchObject({
      operator_id,
      status: "active",
      wallet_url: null,
      currencies: ["EUR"],
    });
    expect(read.body).not.toContain(secret);
    expect(
      (await signedInject(app, { operatorId: operator_id, secret }, "GET", "/v1/operator/rounds")).statusCode,
    ).toBe(200);

    const rotated = (await issue(partner.headers)).json();
    expect(rotated.operator_id).toBe(operator_id);
    expect(rotated.secret).not.toBe(secret);
    expect(
      (await signedInject(app, { operatorId: operator_id, secret }, "GET", "/v1/operator/rounds")).statusCode,
    ).toBe(401);
    const fresh = { operatorId: operator_id, secret: rotated.secret };
    expect((await signedInject(app, fresh, "GET", "/v1/operator/rounds")).statusCode).toBe(200);

    const revoked = await app.inject({
      method: "DELETE",
      url: "/v1/partner/integration/credentials",
      headers: partner.headers,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await signedInject(app, fresh, "GET", "/v1/operator/rounds")).statusCode).toBe(401);
  });

  it("sets the wallet and currencies, refusing private addresses and unknown currencies in words", async () => {
    const partner = await signedIn(app, { role: "partner", status: "approved" });
    expect((await configure(partner.headers, { wallet_url: null, currencies: ["EUR"] })).statusCode).toBe(
      409,
    );
    await issue(partner.headers);
    const loopback = await configure(partner.headers, {
      wallet_url: "http://127.0.0.1:4000/v1",
      currencies: ["EUR"],
    });
    expect(loopback.statusCode).toBe(400);
    expect(loopback.json().message).toMatch(/^body.wallet_url: 127.0.0.1 is a loopback or private address/);
    const metadata = await configure(partner.headers, {
      wallet_url: "http://169.254.169.254/latest",
      currencies: ["EUR"],
    });
    expect(metadata.statusCode).toBe(400);
    const currency = await configure(partner.headers, { wallet_url: null, currencies: ["EUR", "XYZ"] });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().message).toBe("body.currencies: XYZ is not an ISO 4217 currency");
    // The SDR is a code Intl knows, but ISO 4217 gives it no minor unit to count a balance in.
    const drawingRight = await configure(partner.headers, { wallet_url: null, currencies: ["EUR", "XDR"] });
    expect(drawingRight.statusCode).toBe(400);
    expect(drawingRight.json().message).toMatch(/^body.currencies: XDR has no minor unit in ISO 4217/);
    const gold = await configure(partner.headers, { wallet_url: null, currencies: ["XAU"] });
    expect(gold.statusCode).toBe(400);
    expect(gold.json().message).toMatch(/^body.currencies: XAU has no minor unit in ISO 4217/);
    const saved = await configure(partner.headers, {
      wallet_url: "https://93.184.216.34/wallet",
      currencies: ["EUR", "JPY"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      wallet_url: "https://93.184.216.34/wallet",
      currencies: ["EUR", "JPY"],
    });

    const other = await signedIn(app, { role: "partner", status: "approved" });
    const theirs = await app.inject({
      method: "GET",
      url: "/v1/partner/integration",
      headers: other.headers,
    });
    expect(theirs.json()).toMatchObject({ operator_id: null, status: "none", wallet_url: null });
  });
});
