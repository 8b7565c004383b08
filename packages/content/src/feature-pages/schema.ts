import { z } from "zod";
import { type FeatureSlug, featureSummaries } from "../features";

/** Feature pages are rendered as text nodes, so markup would show up literally. */
const plainText = z
  .string()
  .trim()
  .min(1)
  .refine((value) => !/<[a-z/!]/i.test(value) && !/&[a-z#0-9]+;/i.test(value), {
    message: "must be plain text (no HTML tags or entities)",
  });

const paragraphs = z.array(plainText).min(1).max(5);

const featureSlugs = featureSummaries.map((feature) => feature.slug) as [FeatureSlug, ...FeatureSlug[]];

export const featurePageSchema = z.object({
  slug: z.enum(featureSlugs),
  name: plainText,
  meta: z.object({
    title: plainText.refine((value) => value.length <= 60, "meta title is at most 60 characters"),
    description: plainText.refine(
      (value) => value.length >= 70 && value.length <= 160,
      "meta description is 70 to 160 characters",
    ),
  }),
  h1: plainText,
  lead: plainText,
  whatItIs: paragraphs,
  /** How a round plays, one action or outcome per step. */
  round: z.object({ title: plainText, steps: z.array(plainText).min(4).max(8) }),
  /** What the mechanic does to volatility and hit frequency. */
  volatility: z.object({ title: plainText, paragraphs }),
  /** Why an operator lists it: retention, session length, jurisdictions. */
  forOperators: z.object({ title: plainText, paragraphs }),
  faq: z
    .array(z.object({ question: plainText, answer: plainText }))
    .min(2)
    .max(4),
});

export type FeaturePage = z.infer<typeof featurePageSchema>;
