import { gameRecords } from "@quillspin/content";
import { gameParResponseSchema } from "@quillspin/contracts";
import { committedParSheet, type ParSheet, parSheetSchema } from "@quillspin/game-engine/par";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { register, signedIn } from "../../../test/support/accounts";
import { parseCsv } from "../../../test/support/csv-text";
import { readPdf } from "../../../test/support/pdf-text";
import type { App } from "../../app";
import { parSheetCsv } from "./par-sheet-csv";

const slug = "double-fortune-panda";

describe("PAR sheets", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });
  const sheet = committedParSheet(slug) as ParSheet;

  it("publishes the summary of a game's committed sheet to everyone, and 404 for an unknown game", async () => {
    const response = await get(`/v1/games/${slug}/par`);
    expect(response.statusCode).toBe(200);
    const { data } = gameParResponseSchema.parse(response.json());
    const base = sheet.modes.find((mode) => mode.mode === "base");
    expect(data).toMatchObject({
      slug,
      statedRtp: 96.06,
      bet: { min: 0.2, max: 100 },
      hitFrequency: { value: base?.hitFrequency.value, method: "simulated" },
      volatilityIndex: { value: base?.volatilityIndex },
      largestReachableWin: sheet.largestReachableWin,
    });
    expect(data.speeds.map((speed) => speed.spinsPerHour)).toEqual([600, 1000, 1440]);
    expect((await get("/v1/games/no-such-game/par")).statusCode).toBe(404);
  });

  it("refuses the files to anonymous callers (401) and pending partners (403)", async () => {
    const pending = await register(app);
    for (const file of ["par-sheet.pdf", "par-sheet.csv"]) {
      const url = `/v1/partner/games/${slug}/${file}`;
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, { authorization: `Bearer ${pending.accessToken}` })).statusCode).toBe(403);
    }
  });

  it("sends an approved partner the PDF: a table of every mode's figures with intervals and methods", async () => {
    const { headers } = await signedIn(app, { role: "partner", status: "approved" });
    const response = await get(`/v1/partner/games/${slug}/par-sheet.pdf`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${slug}-par-sheet.pdf"`);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const { text } = await readPdf(response.rawPayload);
    const base = sheet.modes[0];
    for (const expected of [
      "Double Fortune Panda: PAR sheet",
      "96.06%",
      "Base game (price 1x the bet)",
      "Buy: Free Spins (price 40x the bet)",
      "RTP: base-lines",
      "exact",
      "simulated",
      "Volatility index (90%)",
      "P(win >= 1000x)",
      `${base?.rounds.toLocaleString("en-GB")} rounds on seed ${base?.seed}.`,
      "Hours ending ahead, Normal (600 spins)",
      "Page 1 of",
    ])
      expect(text).toContain(expected);
  });

  it("sends the CSV: one quoted row per figure, numbers as the sheet has them", async () => {
    const { headers } = await signedIn(app, { role: "partner", status: "approved" });
    const response = await get(`/v1/partner/games/${slug}/par-sheet.csv`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${slug}-par-sheet.csv"`);
    // Every cell quoted: each record starts and ends with a quote, cells joined by ","
    for (const line of response.body.split("\r\n").slice(0, -1))
      expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      "game",
      "mode",
      "mode_label",
      "section",
      "figure",
      "value",
      "unit",
      "ci95",
      "method",
      "note",
    ]);
    for (const mode of sheet.modes) {
      const total = rows.find((row) => row[1] === mode.mode && row[4] === "RTP (total)");
      expect(Number(total?.[5])).toBe(mode.rtp.total);
      expect(Number(total?.[7])).toBe(mode.rtp.ci95);
    }
    const exact = rows.find((row) => row[1] === "base" && row[4] === "base-lines");
    expect(exact?.[8]).toBe("exact");
  });

  it("escapes whatever a sheet's text holds: quotes, commas, line breaks and formula starts", () => {
    const crafted = parSheetSchema.parse({
      ...sheet,
      name: 'Panda, "the" game',
      largestReachableWin: { ...sheet.largestReachableWin, reasoning: '=HYPERLINK("x")\r\nsecond line' },
    });
    const rows = parseCsv(parSheetCsv({ ...crafted, game: "-panda" }));
    const reachable = rows.find((row) => row[4] === "Largest reachable win");
    expect(reachable?.[0]).toBe("'-panda");
    expect(reachable?.[9]).toBe(`${sheet.largestReachableWin.status}: =HYPERLINK("x")\r\nsecond line`);
  });

  it("lists both files in the client area for every game with a committed sheet", async () => {
    const { headers } = await signedIn(app, { role: "partner", status: "approved" });
    const { data } = (await get("/v1/partner/games", headers)).json() as {
      data: { slug: string; downloads: { kind: string }[] }[];
    };
    for (const record of gameRecords) {
      const kinds = data
        .find((game) => game.slug === record.slug)
        ?.downloads.map((download) => download.kind);
      const expected = committedParSheet(record.slug) ? ["par-sheet-pdf", "par-sheet-csv"] : [];
      expect(kinds?.filter((kind) => kind.startsWith("par-sheet"))).toEqual(expected);
    }
  });
});
