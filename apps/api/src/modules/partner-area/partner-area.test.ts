import { gameRecords } from "@quillspin/content";
import { partnerGamesResponseSchema } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { register, signedIn } from "../../../test/support/accounts";
import { readPdf } from "../../../test/support/pdf-text";
import type { App } from "../../app";
import { accounts } from "../accounts/accounts.tables";
import { artworkFiles } from "./game-artwork";

describe("partner area downloads", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });
  const urls = [
    "/v1/partner/games",
    "/v1/partner/games/admiral-wilds/info-kit.pdf",
    "/v1/partner/games/admiral-wilds/promo-pack.zip",
  ];

  it("refuses anonymous callers with 401 and pending partners with 403", async () => {
    const pending = await register(app);
    for (const url of urls) {
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe("Sign in to continue.");
      const waiting = await get(url, { authorization: `Bearer ${pending.accessToken}` });
      expect(waiting.statusCode).toBe(403);
      expect(waiting.json()).toEqual({
        statusCode: 403,
        error: "Forbidden",
        message:
          "Your partner account is waiting for approval. Downloads open as soon as we have approved it.",
      });
      expect(waiting.headers["content-type"]).toMatch(/^application\/json/);
    }
  });

  it("lists every game with its downloads for an approved partner", async () => {
    const { headers } = await signedIn(app, { role: "partner", status: "approved" });
    const response = await get("/v1/partner/games", headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const { data } = partnerGamesResponseSchema.parse(response.json());
    expect(data.map((game) => game.slug)).toEqual(gameRecords.map((record) => record.slug));
    expect(data.find((game) => game.slug === "admiral-wilds")).toEqual({
      slug: "admiral-wilds",
      name: "Admiral Wilds",
      subtitle: "A 5x3, 9-line broadside where the Admiral is both the wild and the way into the bonus",
      image: "/images/games/admiral-wilds/card.webp",
      releaseDate: "2024-09-18",
      rtp: 95.87,
      downloads: [
        {
          kind: "info-kit",
          label: "Info kit (PDF fact sheet)",
          path: "/partner/games/admiral-wilds/info-kit.pdf",
          fileName: "admiral-wilds-info-kit.pdf",
          contentType: "application/pdf",
        },
        {
          kind: "promo-pack",
          label: "Promo pack (artwork, ZIP)",
          path: "/partner/games/admiral-wilds/promo-pack.zip",
          fileName: "admiral-wilds-promo-pack.zip",
          contentType: "application/zip",
        },
        {
          kind: "par-sheet-pdf",
          label: "PAR sheet (PDF)",
          path: "/partner/games/admiral-wilds/par-sheet.pdf",
          fileName: "admiral-wilds-par-sheet.pdf",
          contentType: "application/pdf",
        },
        {
          kind: "par-sheet-csv",
          label: "PAR sheet (CSV)",
          path: "/partner/games/admiral-wilds/par-sheet.csv",
          fileName: "admiral-wilds-par-sheet.csv",
          contentType: "text/csv; charset=utf-8",
        },
      ],
    });
    for (const game of data) {
      const record = gameRecords.find((candidate) => candidate.slug === game.slug);
      expect(game.downloads.some((download) => download.kind === "info-kit")).toBe(
        record?.facts.download_info_kit,
      );
    }
  });

  it("sends the info kit: a PDF fact sheet with the catalogue's facts", async () => {
    const { headers } = await signedIn(app, { role: "partner", status: "approved" });
    const response = await get("/v1/partner/games/admiral-wilds/info-kit.pdf", headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="admiral-wilds-info-kit.pdf"');
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.7");
    expect(pdf.subarray(-6).toString("latin1")).toMatch(/%%EOF\n?$/);
    const { text } = await readPdf(pdf);
    for (const expected of [
      "Admiral Wilds",
      "Game fact sheet",
      "95.87%",
      "Medium",
      "5,000x the bet",
      "18 September 2024",
      "Buy Bonus, Gamble Feature",
      "Two-stage free spins",
      "Page 1 of",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("sends the promo pack: a zip of the game's artwork", async () => {
    const { headers } = await signedIn(app, { role: "partner", status: "approved" });
    const response = await get("/v1/partner/games/admiral-wilds/promo-pack.zip", headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="admiral-wilds-promo-pack.zip"',
    );
    const entries = Object.entries(unzipSync(response.rawPayload)).map(([name, data]) => ({
      name,
      data: Buffer.from(data),
    }));
    const files = await artworkFiles("admiral-wilds");
    expect(files.length).toBeGreaterThan(10);
    expect(entries.map((entry) => entry.name)).toEqual(files.map((file) => `admiral-wilds/${file.name}`));
    expect(entries.map((entry) => entry.name)).toContain("admiral-wilds/card@2x.webp");
    entries.forEach((entry, index) => {
      expect(entry.data.equals(files[index]?.data ?? Buffer.alloc(0))).toBe(true);
    });
    // Every entry is dated the game's release day (2024-09-18, 00:00 UTC), so a second download is the same file.
    const date = response.rawPayload.readUInt16LE(12);
    expect([(date >> 9) + 1980, (date >> 5) & 0x0f, date & 0x1f]).toEqual([2024, 9, 18]);
    const again = await get("/v1/partner/games/admiral-wilds/promo-pack.zip", headers);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("lets editors and admins download too", async () => {
    for (const role of ["editor", "admin"] as const) {
      const { headers } = await signedIn(app, { role });
      expect((await get("/v1/partner/games/quest-of-ra/info-kit.pdf", headers)).statusCode).toBe(200);
    }
  });

  it("answers 404 for a game the catalogue does not have", async () => {
    const { headers } = await signedIn(app, { role: "partner", status: "approved" });
    for (const url of [
      "/v1/partner/games/no-such-game/info-kit.pdf",
      "/v1/partner/games/..%2F..%2Fetc/promo-pack.zip",
    ]) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/^Game not found: /);
    }
  });

  it("refuses a disabled partner, even with a token issued before", async () => {
    const { headers, account } = await signedIn(app, { role: "partner", status: "approved" });
    await app.database.db.update(accounts).set({ status: "disabled" }).where(eq(accounts.id, account.id));
    expect((await get("/v1/partner/games", headers)).statusCode).toBe(401);
  });
});
