/**
 * One figure, one value (issue 27): every game page, both feeds, compare and the info kit, read over real
 * HTTP from the built site and the running API, must show each figure of a game with one value in one
 * format. The game page's facts table is the reference; every other place a figure appears must say the
 * same thing, and no text anywhere may write the same figure another way ("96%" beside "95.97%", "5000x"
 * beside "5,000x", "$0.10" beside "0.10", "2026-03-24" beside "24 March 2026").
 */
import { gameRecords } from "@quillspin/content";
import { formatHitFrequency, formatMoney, formatMultiple, formatRtp } from "@quillspin/contracts/figures";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readPdf } from "../../apps/api/test/support/pdf-text";
import { launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const admin = inject("adminAccount");

const slugs = gameRecords.map((record) => record.slug);

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  // The pages as the server sends them: what a reader, a crawler or a script-less browser gets.
  page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
});
afterAll(() => browser.close());

interface Figures {
  release_date: string;
  rtp: string;
  hit_frequency: string;
  max_win: string;
  min_bet: string;
  max_bet: string;
  /** The measured maths' odds of the max win. */
  max_win_odds: string;
}

const figureLabels: Record<Exclude<keyof Figures, "max_win_odds">, string> = {
  release_date: "Release date",
  rtp: "RTP",
  hit_frequency: "Hit frequency",
  max_win: "Max win",
  min_bet: "Min bet",
  max_bet: "Max bet",
};

async function text(url: string, init?: RequestInit): Promise<string> {
  const response = await fetch(url, init);
  expect(response.status, `${url} answered ${response.status}`).toBe(200);
  return response.text();
}

/** Opens a page of the site as the server sends it. */
async function open(path: string): Promise<void> {
  const response = await page.goto(`${siteUrl}${path}`);
  expect(response?.status(), `${path} answered ${response?.status()}`).toBe(200);
}

/** A description list's terms and values on the open page, in the order shown. */
function pairs(selector: string): Promise<[string, string][]> {
  return page
    .locator(`${selector} dt`)
    .evaluateAll((terms) =>
      terms.map((term) => [
        (term.textContent ?? "").trim(),
        (term.nextElementSibling?.textContent ?? "").replace(/\s+/g, " ").trim(),
      ]),
    ) as Promise<[string, string][]>;
}

/**
 * What a person reads on the open page: the body's text nodes without scripts, styles or JSON-LD, each
 * apart from the next (adjacent options, "0.20" then "0.50", must not read "0.200.50").
 */
function visibleText(): Promise<string> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style, noscript, template")) continue;
      parts.push(node.textContent ?? "");
    }
    return parts.join(" ").replace(/\s+/g, " ");
  });
}

const decimalsOf = (token: string) => token.split(".")[1]?.length ?? 0;
const numberOf = (token: string) => Number(token.replace(/[$,]/g, ""));

/**
 * Places in `text` that write `value` in another format than `expected`: the same number at another
 * precision or spelling (a percentage for a percentage, a multiple for a multiple, an amount for an
 * amount), which a reader would take for a second value of the figure.
 */
function otherRenderings(
  text: string,
  kind: "percent" | "multiple" | "money",
  value: number,
  expected: string,
) {
  const pattern =
    kind === "percent"
      ? /(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s?%/g
      : kind === "multiple"
        ? /(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s?x\b/g
        : /(\$?)(?<![\d.,])(\d[\d,]*\.\d+|\d[\d,]*)(?![\d.,]*\s?(?:%|x\b))/g;
  const found: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const token = kind === "money" ? `${match[1]}${match[2]}` : (match[1] ?? "");
    const written = kind === "money" ? (match[2] ?? "") : token;
    const decimals = decimalsOf(written);
    // Money in the figures' format always carries two decimals; a bare whole number is a count, not an amount.
    if (kind === "money" && decimals === 0 && !token.startsWith("$")) continue;
    if (Math.round(value * 10 ** decimals) / 10 ** decimals !== numberOf(written)) continue;
    const shown = kind === "percent" ? `${token}%` : kind === "multiple" ? `${token}x` : token;
    if (shown !== expected) found.push(match[0].trim());
  }
  return found;
}

interface Values {
  rtp: number;
  hit_frequency: number;
  max_win: number;
  min_bet: number;
  max_bet: number;
  isoDate: string;
}

function expectOneRendering(where: string, text: string, figures: Figures, values: Values) {
  const problems = [
    ...otherRenderings(text, "percent", values.rtp, figures.rtp).map(
      (token) => `RTP ${figures.rtp} as ${token}`,
    ),
    ...otherRenderings(text, "percent", values.hit_frequency, figures.hit_frequency).map(
      (token) => `hit frequency ${figures.hit_frequency} as ${token}`,
    ),
    ...otherRenderings(text, "multiple", values.max_win, figures.max_win.split(" ")[0] ?? "").map(
      (token) => `max win ${figures.max_win} as ${token}`,
    ),
    ...(["min_bet", "max_bet"] as const).flatMap((key) =>
      otherRenderings(text, "money", values[key], figures[key]).map(
        (token) => `${figureLabels[key]} ${figures[key]} as ${token}`,
      ),
    ),
    ...(text.includes(values.isoDate) ? [`release date ${figures.release_date} as ${values.isoDate}`] : []),
  ];
  expect.soft(problems, `${where} writes a figure two ways`).toEqual([]);
}

/** The game page's figures, as its facts table states them; the measured maths gives the max win's odds. */
async function gamePage(slug: string) {
  await open(`/games/${slug}`);
  const facts = new Map(await pairs(".facts-table"));
  const measured = new Map(await pairs(".measured-maths"));
  const hero = new Map(await pairs(".game-hero__facts"));
  const par = new Map(await pairs(".par-summary__figures"));
  const oddsTerm = [...measured.keys()].find((term) => term.startsWith("Odds of the"));
  const figures: Figures = {
    release_date: facts.get("Release date") ?? "",
    rtp: facts.get("RTP") ?? "",
    hit_frequency: facts.get("Hit frequency") ?? "",
    max_win: facts.get("Max win") ?? "",
    min_bet: facts.get("Min bet") ?? "",
    max_bet: facts.get("Max bet") ?? "",
    max_win_odds: (oddsTerm && measured.get(oddsTerm)) || "",
  };
  return { facts, measured, hero, par, text: await visibleText(), figures };
}

describe("one figure, one value (issue 27)", () => {
  it("every game page, both feeds, compare and the info kit show each figure of a game one way", async () => {
    const feed = JSON.parse(await text(`${siteUrl}/games.json`)) as {
      notes: Record<string, string>;
      games: { slug: string; facts: Record<string, unknown>; max_win_odds: string; provisional: string[] }[];
    };
    const csvLines = (await text(`${siteUrl}/games.csv`)).trim().split("\r\n");
    const header = csvLines[0]?.split(",") ?? [];
    const csvRows = new Map(
      csvLines.slice(1).map((line) => {
        // A simple reader: quoted cells may hold commas and doubled quotes.
        const cells = [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
          .map((match) => match[1] ?? "")
          .slice(0, header.length)
          .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell));
        return [cells[0] ?? "", Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""]))];
      }),
    );
    expect.soft(feed.notes.provisional, "the feed explains its provisional column").toMatch(/certification/);

    const login = await fetch(`${apiUrl}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };

    const pages = new Map<string, Awaited<ReturnType<typeof gamePage>>>();
    for (const slug of slugs) pages.set(slug, await gamePage(slug));

    // Compare, four games at a time: every fact as the game page's facts table has it, and the new rows.
    for (let start = 0; start < slugs.length; start += 4) {
      const group = slugs.slice(start, start + 4);
      await open(`/games/compare?${group.map((slug) => `games=${slug}`).join("&")}`);
      const rows = await page.locator(".compare-table tbody tr").evaluateAll((trs) =>
        trs.map((row) => ({
          label: (row.querySelector("th")?.textContent ?? "").trim(),
          cells: [...row.querySelectorAll("td")].map((cell) =>
            (cell.textContent ?? "").replace(/\s+/g, " ").trim(),
          ),
        })),
      );
      group.forEach((slug, column) => {
        const shown = pages.get(slug);
        for (const [label, value] of shown?.facts ?? []) {
          const row = rows.find((candidate) => candidate.label === label);
          expect.soft(row?.cells[column], `compare's ${label} of ${slug}`).toBe(value.replace(/\*$/, ""));
        }
        const odds = rows.find((candidate) => candidate.label === "Max win odds");
        expect
          .soft(odds?.cells[column], `compare's max win odds of ${slug}`)
          .toBe(shown?.figures.max_win_odds);
      });
    }

    for (const record of gameRecords) {
      const { slug, facts } = record;
      const shown = pages.get(slug);
      if (!shown) throw new Error(`no page for ${slug}`);
      const { figures } = shown;
      for (const [key, value] of Object.entries(figures)) {
        expect.soft(value, `${slug}: the page shows ${key}`).not.toBe("");
      }
      // A released game awaits no certification: nothing on its page is marked provisional.
      const released = facts.release_date <= new Date().toISOString().slice(0, 10);
      if (released) {
        expect
          .soft(
            [...shown.facts.values()].filter((value) => value.endsWith("*")),
            `${slug} marks`,
          )
          .toEqual([]);
      }

      // The hero and the measured maths repeat the facts table's figures, never another value.
      expect.soft(shown.hero.get("RTP"), `${slug} hero RTP`).toBe(figures.rtp);
      expect
        .soft(
          shown.hero.get("Max win")?.startsWith(figures.max_win.split(" ")[0] ?? "-"),
          `${slug} hero max win`,
        )
        .toBe(true);
      expect.soft(shown.measured.get("Stated RTP"), `${slug} measured maths' stated RTP`).toBe(figures.rtp);
      expect
        .soft(
          shown.measured.get("Hit frequency")?.startsWith(`${figures.hit_frequency} (`),
          `${slug} measured hit frequency`,
        )
        .toBe(true);
      expect
        .soft(shown.par.has("Hit frequency"), `${slug}: the PAR summary repeats the hit frequency`)
        .toBe(false);

      const values = {
        rtp: facts.rtp,
        hit_frequency: Number(figures.hit_frequency.replace("%", "")),
        max_win: facts.max_win,
        min_bet: facts.min_bet,
        max_bet: facts.max_bet,
        isoDate: facts.release_date,
      };
      expectOneRendering(`/games/${slug}`, shown.text, figures, values);

      // The feeds carry plain values: the page's figures, before formatting.
      const entry = feed.games.find((game) => game.slug === slug);
      const csv = csvRows.get(slug) ?? {};
      for (const source of [entry?.facts ?? {}, csv]) {
        expect.soft(formatRtp(Number(source.rtp)), `${slug} feed rtp`).toBe(figures.rtp);
        expect
          .soft(formatHitFrequency(Number(source.hit_frequency)), `${slug} feed hit frequency`)
          .toBe(figures.hit_frequency);
        expect
          .soft(formatMultiple(Number(source.max_win)), `${slug} feed max win`)
          .toBe(figures.max_win.split(" ")[0]);
        expect
          .soft(formatMoney(Number(source.min_bet)), `${slug} feed min bet`)
          .toBe(figures.min_bet.replace(/\*$/, ""));
        expect
          .soft(formatMoney(Number(source.max_bet)), `${slug} feed max bet`)
          .toBe(figures.max_bet.replace(/\*$/, ""));
        expect.soft(source.release_date, `${slug} feed release date`).toBe(facts.release_date);
      }
      expect.soft(entry?.max_win_odds, `${slug} feed max win odds`).toBe(figures.max_win_odds);
      expect.soft(csv.max_win_odds, `${slug} CSV max win odds`).toBe(figures.max_win_odds);
      if (released) {
        expect.soft(entry?.provisional, `${slug} feed provisional`).toEqual([]);
        expect.soft(csv.provisional, `${slug} CSV provisional`).toBe("");
      }

      // The info kit: each fact row as the page's facts table writes it.
      const pdf = await fetch(`${apiUrl}/partner/games/${slug}/info-kit.pdf`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect.soft(pdf.status, `${slug} info kit`).toBe(200);
      const { pages: pdfPages, text: pdfText } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
      const lines = pdfPages.join("\n").split("\n");
      const factsFrom = lines.indexOf("Game facts");
      const row = (label: string) => lines[lines.indexOf(label, factsFrom) + 1];
      expect.soft(row("Release date"), `${slug} info kit release date`).toBe(figures.release_date);
      expect.soft(row("RTP"), `${slug} info kit RTP`).toBe(figures.rtp);
      expect.soft(row("Hit frequency"), `${slug} info kit hit frequency`).toBe(figures.hit_frequency);
      expect.soft(row("Minimum bet"), `${slug} info kit min bet`).toBe(figures.min_bet);
      expect.soft(row("Maximum bet"), `${slug} info kit max bet`).toBe(figures.max_bet);
      expect.soft(row("Max win odds"), `${slug} info kit max win odds`).toBe(figures.max_win_odds);
      expectOneRendering(`${slug} info kit`, pdfText.replace(/\s+/g, " "), figures, values);
    }
    // 133 s measured beside a CI run on two shared cores (twenty pages, five compares, twenty PDFs): 3x.
  }, 420_000);
});
