import { gameRecords } from "@quillspin/content";
import { gameParResponseSchema } from "@quillspin/contracts";
import { committedParSheet, type ParSheet, parSheetSchema, parSummary } from "@quillspin/game-engine/par";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { register, signedIn } from "../../../test/support/accounts";
import { readPdf } from "../../../test/support/pdf-text";
import type { App } from "../../app";
import fixtureJson from "./par-sheet.fixture.json";
import { parSheetCsv } from "./par-sheet-csv";
import { parSheetPdf } from "./par-sheet-pdf";

/** The CSV read back as RFC 4180 defines it. */
const readCsv = (text: string): string[][] => parse(text, { relax_column_count: true });

const slug = "double-fortune-panda";
const header = [
  "game",
  "mode",
  "mode_label",
  "section",
  "figure",
  "value",
  "unit",
  "ci95",
  "method",
  "simulated",
  "simulated_ci95",
  "note",
];

/**
 * A sheet with the base screen's exact hit frequency, whatever the committed sheets hold:
 * `npm run par -- frozen-fruits-flexiways --spins 36000 --buy-spins 4000 --workers 1 --json`, a real
 * (short) run whose RTP is exact in both modes, its sources exact with their simulated checks.
 */
const withHits = parSheetSchema.parse(fixtureJson);
const withoutHits = parSheetSchema.parse({
  ...withHits,
  modes: withHits.modes.map(({ sourceHitFrequency: _, ...mode }) => mode),
});
const screenHits = withHits.modes[0]?.sourceHitFrequency?.[0];

const precise = (value: number | undefined) =>
  (value ?? Number.NaN).toLocaleString("en-GB", { maximumFractionDigits: 4 });

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
      // Tolerant only here: the committed sheets gain the field when they are next written.
      baseScreenHitFrequency: base?.sourceHitFrequency?.[0]
        ? { value: base.sourceHitFrequency[0].value, method: "exact" }
        : null,
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
    const [first, ...rows] = readCsv(response.body);
    expect(first).toEqual(header);
    for (const mode of sheet.modes) {
      const total = rows.find((row) => row[1] === mode.mode && row[4] === "RTP (total)");
      expect(Number(total?.[5])).toBe(mode.rtp.total);
      expect(Number(total?.[7])).toBe(mode.rtp.ci95);
    }
    const exact = rows.find((row) => row[1] === "base" && row[4] === "base-lines");
    expect(exact?.[8]).toBe("exact");
    expect(Number(exact?.[9])).toBe(
      sheet.modes[0]?.sources.find((s) => s.source === "base-lines")?.simulated,
    );
  });

  it("gives the exact share of rounds paying the base screen in the CSV, its simulated check beside it", () => {
    const rows = readCsv(parSheetCsv(withHits)).slice(1);
    const paying = rows.filter((row) => row[4]?.startsWith("Rounds paying"));
    expect(paying).toEqual([
      [
        "frozen-fruits-flexiways",
        "base",
        "Base game",
        "Frequencies",
        "Rounds paying base-ways-and-scatters",
        String(screenHits?.value),
        "%",
        "",
        "exact",
        String(screenHits?.simulated),
        String(screenHits?.simulatedCi95),
        expect.stringContaining("not the round's hit frequency"),
      ],
    ]);
    // Beside the round's hit frequency, which stays simulated with its interval.
    const index = rows.indexOf(paying[0] as string[]);
    expect(rows[index - 1]?.slice(4, 9)).toEqual([
      "Hit frequency",
      String(withHits.modes[0]?.hitFrequency.value),
      "%",
      String(withHits.modes[0]?.hitFrequency.ci95),
      "simulated",
    ]);
    expect(readCsv(parSheetCsv(withoutHits)).filter((row) => row[4]?.startsWith("Rounds paying"))).toEqual(
      [],
    );
  });

  it("states every figure's method in the CSV as the sheet gives it, exact RTP without an interval", () => {
    const rows = readCsv(parSheetCsv(withHits)).slice(1);
    for (const mode of withHits.modes) {
      const method = (figure: string) => rows.find((row) => row[1] === mode.mode && row[4] === figure)?.[8];
      const total = rows.find((row) => row[1] === mode.mode && row[4] === "RTP (total)");
      expect(total?.slice(7, 11)).toEqual([
        mode.rtp.method === "exact" ? "" : String(mode.rtp.ci95),
        mode.rtp.method,
        "",
        "",
      ]);
      for (const source of mode.sources) {
        const row = rows.find((candidate) => candidate[1] === mode.mode && candidate[4] === source.source);
        expect(row?.slice(7, 11)).toEqual([
          source.method === "exact" ? "" : String(source.ci95),
          source.method,
          source.simulated === undefined ? "" : String(source.simulated),
          "",
        ]);
      }
      expect(method("Hit frequency")).toBe(mode.hitFrequency.method);
      for (const feature of mode.features) expect(method(`Feature: ${feature.feature}`)).toBe(feature.method);
      for (const entry of mode.exceedance) expect(method(`P(win >= ${entry.atLeast}x)`)).toBe(entry.method);
      expect(method(`Max win (${withHits.maxWin}x) reached`)).toBe(mode.maxWin.method);
      for (const hour of mode.hours)
        expect(method(`Hours ending ahead, ${hour.label} (${hour.spinsPerHour} spins)`)).toBe(hour.method);
    }
    expect(withHits.modes[0]?.rtp.method).toBe("exact");
  });

  it("prints the exact share of rounds paying the base screen in the PDF, method and simulated check beside it", async () => {
    const { text } = await readPdf(await parSheetPdf(withHits, "https://quillspin.test"));
    const lines = text.split("\n");
    const at = lines.indexOf("Rounds paying base-ways-and-scatters");
    // Figure, value, method, then the simulated share with its interval; the 95% interval cell is empty.
    expect(lines.slice(at, at + 4)).toEqual([
      "Rounds paying base-ways-and-scatters",
      `${precise(screenHits?.value)}%`,
      "exact",
      `${precise(screenHits?.simulated)}% ± ${precise(screenHits?.simulatedCi95)}%`,
    ]);
    // The methods paragraph wraps: read it as one line.
    expect(text.replaceAll("\n", " ")).toContain(
      "Rounds paying a source is the share of rounds in which the base screen's line or ways wins of that source paid",
    );
    // The exact total has no interval: its row is figure, value, method.
    const total = lines.indexOf("RTP (total)");
    expect(lines.slice(total, total + 3)).toEqual([
      "RTP (total)",
      `${precise(withHits.modes[0]?.rtp.total)}%`,
      "exact",
    ]);
    // An exact source has its simulated check beside it too, without an interval (the sheet gives none).
    const source = withHits.modes[0]?.sources[0];
    const sourceAt = lines.indexOf(`RTP: ${source?.source}`);
    expect(lines.slice(sourceAt, sourceAt + 4)).toEqual([
      `RTP: ${source?.source}`,
      `${precise(source?.rtp)}%`,
      "exact",
      `${precise(source?.simulated)}%`,
    ]);
    const without = (await readPdf(await parSheetPdf(withoutHits, "https://quillspin.test"))).text.replaceAll(
      "\n",
      " ",
    );
    expect(without).not.toContain("Rounds paying");
    expect(without).toContain("RTP: base-ways-and-scatters");
  });

  it("summarises the base screen's exact share for the game page, and nothing when the sheet lacks it", () => {
    expect(parSummary(withHits).baseScreenHitFrequency).toEqual({
      value: screenHits?.value,
      method: "exact",
    });
    expect(parSummary(withoutHits).baseScreenHitFrequency).toBeNull();
  });

  it("escapes whatever a sheet's text holds: quotes, commas, line breaks and formula starts", () => {
    const crafted = parSheetSchema.parse({
      ...sheet,
      name: 'Panda, "the" game',
      largestReachableWin: { ...sheet.largestReachableWin, reasoning: '=HYPERLINK("x")\r\nsecond line' },
    });
    const rows = readCsv(parSheetCsv({ ...crafted, game: "-panda" }));
    const reachable = rows.find((row) => row[4] === "Largest reachable win");
    expect(reachable?.[0]).toBe("'-panda");
    expect(reachable?.[11]).toBe(`${sheet.largestReachableWin.status}: =HYPERLINK("x")\r\nsecond line`);
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
