import { z } from "zod";
import { featureSummaries } from "../features";
import type { GameSlug } from "../games";
import type { GameFactKey, StudioFactKey } from "./game-fact-keys";

/**
 * Text that may hold a small set of inline HTML: <p>, <strong>, <em>, <ul>, <ol>, <li>, <br>, and
 * <a href="/features/..."> or <a href="/games/..."> links. It is sanitised again when rendered.
 */
const richText = z.string().trim().min(1);
const plainText = z
  .string()
  .trim()
  .min(1)
  .refine((value) => !/<[a-z/]/i.test(value), {
    message: "must be plain text (no HTML)",
  });

export const gameImageFolders = [
  "volatility",
  "symbols",
  "multipliers",
  "gallery",
  "special-features",
  "rules",
] as const;

/** `/images/games/{slug}/{folder}/{name}.webp` — the art script draws every path a record names. */
const gameImage = z
  .string()
  .regex(
    /^\/images\/games\/[a-z0-9-]+\/(volatility|symbols|multipliers|gallery|special-features|rules|devices)\/[a-z0-9-]+\.webp$/,
    "must be /images/games/{slug}/{folder}/{name}.webp",
  );

const altText = plainText.refine((value) => value.length <= 160, "alt text is at most 160 characters");

export const volatilityLevels = ["low", "medium", "medium-high", "high"] as const;

export const gameContentSchema = z.object({
  meta: z.object({
    title: plainText.refine((v) => v.length <= 70, "meta title is at most 70 characters"),
    description: plainText.refine(
      (v) => v.length >= 70 && v.length <= 170,
      "meta description is 70 to 170 characters",
    ),
  }),
  name: plainText,
  subtitle: plainText,
  summary: richText,
  summary2: richText,
  special_features: z.array(z.object({ title: plainText, content: richText })).min(2),
  volatility: z.object({
    title: plainText,
    list: z
      .array(
        z.object({
          title: plainText,
          content: richText,
          image: gameImage,
          alt: altText,
          size: z.enum(["m", "l"]),
        }),
      )
      .length(3),
  }),
  symbols: z.object({
    title: plainText,
    subtitle: plainText,
    list: z
      .array(
        z.object({
          title: plainText,
          multiplier: plainText,
          content: richText,
          image: gameImage,
          alt: altText.optional(),
        }),
      )
      .min(5),
  }),
  multipliers: z.object({
    title: plainText,
    list: z.array(z.object({ title: plainText, content: richText, image: gameImage })).length(3),
  }),
  gallery: z.object({
    title: plainText,
    content: richText,
    list: z.array(z.object({ alt: altText, image: gameImage })).min(3),
  }),
  bonuses: z.object({
    title: plainText,
    list: z
      .array(
        z.object({
          title: plainText,
          content: richText,
          images: z.array(
            z.object({ image: gameImage, alt: altText, width: z.number().int().positive().optional() }),
          ),
          align: z.literal("center").optional(),
          width: z.number().int().positive().optional(),
        }),
      )
      .min(1),
  }),
  rules: z.object({ title: plainText, content: richText, image: gameImage }),
  languages: z.object({ title: plainText }),
  /** Exactly four blocks, in this order: advantages, mobile play, game strategy, summary. */
  overview: z.tuple([
    z.object({ title: plainText, content: richText }),
    z.object({ title: plainText, content: richText }),
    z.object({ title: plainText, content: richText }),
    z.object({ title: plainText, content: richText }),
  ]),
});

const featureSlugs = featureSummaries.map((feature) => feature.slug) as [string, ...string[]];

/** The twenty labels of the game facts label set (site.md section 3), keyed as `gameFactKeys`. */
export const gameFactsSchema = z.object({
  release_date: z.iso.date(),
  type: plainText,
  rtp: z.number().min(85).max(99),
  volatility: z.enum(volatilityLevels),
  hit_frequency: z.number().min(1).max(100),
  max_win: z.number().int().positive(),
  min_bet: z.number().positive(),
  max_bet: z.number().positive(),
  layout: plainText,
  paylines: plainText,
  features: z.array(z.enum(featureSlugs)).min(1),
  theme: plainText,
  other_tags: z.array(plainText),
  technology: plainText,
  game_size: plainText,
  download_info_kit: z.boolean(),
  download_promo_pack: z.boolean(),
  currencies: z.number().int().positive(),
  languages: z.array(z.string().regex(/^[a-z]{2}$/)).min(1),
  platforms: z.array(z.enum(["desktop", "mobile", "tablet"])).min(1),
} satisfies Record<GameFactKey, z.ZodType>);

export const gameRecordSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    content: gameContentSchema,
    facts: gameFactsSchema,
    /** Big, Super and Mega Win thresholds in multiples of the bet (catalogue.md section 9). */
    win_tiers: z.tuple([
      z.number().int().positive(),
      z.number().int().positive(),
      z.number().int().positive(),
    ]),
    /**
     * The price of each feature the game sells, in multiples of the bet and in the order it offers them
     * (catalogue.md section 9); empty for a game without Buy Bonus. The engine charges these prices.
     */
    buy_prices: z.array(z.number().positive()),
    /**
     * The demo player's screen before the first spin: the symbols on each base-game reel (FlexiWays games
     * at a middling height), left to right.
     */
    idle_reel_heights: z.array(z.number().int().min(1).max(8)).min(3).max(7),
    /**
     * The engine's symbol keys whose picture has another file name: the engine names symbols for its
     * maths ("a", "wild", "gold-coin-major"), the catalogue names its art for players ("ace",
     * "lightning-wild"); every other key is its own file name (apps/web's symbol-art.ts).
     */
    symbol_files: z.record(z.string(), z.string()).optional(),
    /** Facts the spec does not state: realistic values an editor still has to confirm. */
    editorial: z.array(z.enum(Object.keys(gameFactsSchema.shape) as [string, ...string[]])),
    /** Spec figures with two readings: the headline reading is the fact, the other is recorded here. */
    discrepancies: z.array(
      z.object({ fact: plainText, chosen: plainText, other: plainText, source: plainText }),
    ),
  })
  .superRefine((record, ctx) => {
    if (record.facts.min_bet > record.facts.max_bet) {
      ctx.addIssue({ code: "custom", path: ["facts", "min_bet"], message: "min_bet exceeds max_bet" });
    }
    const [big, superWin, mega] = record.win_tiers;
    if (!(big < superWin && superWin < mega)) {
      ctx.addIssue({ code: "custom", path: ["win_tiers"], message: "tiers must rise from Big to Mega" });
    }
  });

export type GameContent = z.infer<typeof gameContentSchema>;
export type GameFacts = z.infer<typeof gameFactsSchema>;
/** A record of the catalogue: its slug is one of the catalogue list's, so a slug lookup typed by it is total. */
export type GameRecord = Omit<z.infer<typeof gameRecordSchema>, "slug"> & { slug: GameSlug };

/**
 * A record as its file under `games/` writes it: the slug is the record's key in the catalogue list and
 * the name is the list's, so neither is written a second time, and what the studio's games share
 * (`studio-defaults.ts`) is written only where a game differs.
 */
export type GameRecordSource = Omit<GameRecord, "slug" | "content" | "facts" | "win_tiers" | "editorial"> & {
  content: Omit<GameContent, "name">;
  facts: Omit<GameFacts, StudioFactKey> & Partial<Pick<GameFacts, StudioFactKey>>;
  /** Big, Super and Mega Win in multiples of the bet; the studio's when absent. */
  win_tiers?: GameRecord["win_tiers"];
  /** The facts this game's editors wrote beyond the studio's always-editorial ones. */
  editorial: GameFactKey[];
};
