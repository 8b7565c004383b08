import { gameRecords, markets } from "@quillspin/content";
import { partnerRtpVersionsResponseSchema } from "@quillspin/contracts";
import { rtpVersionFigures } from "@quillspin/game-engine";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { register, signedIn } from "../../../test/support/accounts";
import { readPdf } from "../../../test/support/pdf-text";
import type { App } from "../../app";
import { auditEvents } from "../audit/audit.tables";

describe("RTP version choices in the client area", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const read = (headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url: "/v1/partner/rtp-versions", headers });
  const choose = (slug: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: `/v1/partner/rtp-versions/${slug}`, payload, headers });
  const choicesOf = async (headers: Record<string, string>, slug: string) => {
    const { data } = partnerRtpVersionsResponseSchema.parse((await read(headers)).json());
    return data.games.find((game) => game.slug === slug)?.choices;
  };

  it("is for approved partners only: 401 anonymous, 403 pending partners and staff", async () => {
    const body = { choices: [{ market: "se", version: 94 }] };
    expect((await read()).statusCode).toBe(401);
    expect((await choose("quest-of-ra", body)).statusCode).toBe(401);
    const pending = await register(app);
    const waiting = { authorization: `Bearer ${pending.accessToken}` };
    expect((await read(waiting)).statusCode).toBe(403);
    expect((await choose("quest-of-ra", body, waiting)).statusCode).toBe(403);
    for (const role of ["editor", "admin"] as const) {
      const staff = await signedIn(app, { role, status: "approved" });
      expect((await read(staff.headers)).statusCode, role).toBe(403);
      expect((await choose("quest-of-ra", body, staff.headers)).statusCode, role).toBe(403);
    }
  });

  it("lists the markets and every game's versions, the stated one first, with no choice made", async () => {
    const { headers } = await signedIn(app, { role: "partner", status: "approved" });
    const response = await read(headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const { data } = partnerRtpVersionsResponseSchema.parse(response.json());
    expect(data.markets.map((market) => market.id)).toEqual(markets.map((market) => market.id));
    expect(data.games.map((game) => game.slug)).toEqual(gameRecords.map((record) => record.slug));
    const quest = data.games.find((game) => game.slug === "quest-of-ra");
    expect(quest?.versions.map((version) => version.id)).toEqual([96, 94, 92, 88]);
    expect(quest?.versions[0]).toMatchObject({ id: 96, rtp: 96.36, stated: true, pay_scale: 1 });
    expect(quest?.choices).toEqual([]);
  });

  it("stores a partner's versions per market, audits each change, and keeps partners apart", async () => {
    const partner = await signedIn(app, { role: "partner", status: "approved" });
    const other = await signedIn(app, { role: "partner", status: "approved" });
    const first = await choose(
      "quest-of-ra",
      {
        choices: [
          { market: "se", version: 94 },
          { market: "uk", version: 88 },
        ],
      },
      partner.headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.choices).toEqual([
      { market: "uk", version: 88 },
      { market: "se", version: 94 },
    ]);
    // Markets not listed keep their choice; the stated version clears one.
    const second = await choose(
      "quest-of-ra",
      {
        choices: [
          { market: "uk", version: 96 },
          { market: "dk", version: 92 },
        ],
      },
      partner.headers,
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(await choicesOf(partner.headers, "quest-of-ra")).toEqual([
      { market: "se", version: 94 },
      { market: "dk", version: 92 },
    ]);
    expect(await choicesOf(other.headers, "quest-of-ra")).toEqual([]);

    const audited = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, partner.account.id), eq(auditEvents.action, "rtp-versions.choose")))
      .orderBy(auditEvents.at, auditEvents.id);
    expect(
      audited.map(({ subjectType, subjectId, subjectLabel, before, after }) => ({
        subjectType,
        subjectId,
        subjectLabel,
        before,
        after,
      })),
    ).toEqual([
      {
        subjectType: "game",
        subjectId: "quest-of-ra",
        subjectLabel: "Quest of Ra",
        before: {},
        after: { uk: 88, se: 94 },
      },
      {
        subjectType: "game",
        subjectId: "quest-of-ra",
        subjectLabel: "Quest of Ra",
        before: { uk: 88, se: 94 },
        after: { se: 94, dk: 92 },
      },
    ]);
  });

  it("refuses a market the list lacks, a version the game lacks and a game the catalogue lacks", async () => {
    const { headers } = await signedIn(app, { role: "partner", status: "approved" });
    const market = await choose("quest-of-ra", { choices: [{ market: "zz", version: 94 }] }, headers);
    expect(market.statusCode).toBe(400);
    expect(market.json().message).toMatch(/^body\.choices\.0\.market: "zz" is not a market/);
    const version = await choose(
      "quest-of-ra",
      {
        choices: [
          { market: "se", version: 94 },
          { market: "mt", version: 90 },
        ],
      },
      headers,
    );
    expect(version.statusCode).toBe(400);
    expect(version.json().message).toBe(
      "body.choices.1.version: Quest of Ra has no RTP version 90; it offers 96, 94, 92, 88",
    );
    const twice = await choose(
      "quest-of-ra",
      {
        choices: [
          { market: "se", version: 94 },
          { market: "se", version: 92 },
        ],
      },
      headers,
    );
    expect(twice.statusCode).toBe(400);
    expect(
      (await choose("no-such-game", { choices: [{ market: "se", version: 94 }] }, headers)).statusCode,
    ).toBe(404);
    // Nothing of a refused request is stored.
    expect(await choicesOf(headers, "quest-of-ra")).toEqual([]);
  });

  // Two sign-ins (argon2) and two PDFs with an embedded font: seconds on a busy machine.
  it("prints the partner's versions by market on their info kit, and only on theirs", {
    timeout: 30_000,
  }, async () => {
    const partner = await signedIn(app, { role: "partner", status: "approved" });
    await choose("admiral-wilds", { choices: [{ market: "se", version: 92 }] }, partner.headers);
    const version = rtpVersionFigures("admiral-wilds").find((candidate) => candidate.id === 92);
    const kit = await app.inject({
      method: "GET",
      url: "/v1/partner/games/admiral-wilds/info-kit.pdf",
      headers: partner.headers,
    });
    expect(kit.statusCode).toBe(200);
    const { text } = await readPdf(kit.rawPayload);
    expect(text).toContain("Your RTP versions by market");
    expect(text).toContain("Sweden");
    expect(text).toContain(`Version 92: RTP ${version?.rtp.toFixed(2)}%`);
    const other = await signedIn(app, { role: "partner", status: "approved" });
    const plain = await app.inject({
      method: "GET",
      url: "/v1/partner/games/admiral-wilds/info-kit.pdf",
      headers: other.headers,
    });
    expect((await readPdf(plain.rawPayload)).text).not.toContain("Your RTP versions by market");
  });
});
