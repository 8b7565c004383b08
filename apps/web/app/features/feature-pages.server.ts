import {
  type FeatureSlug,
  featurePageBySlug,
  featurePages,
  featureSummaries,
  gamesWithFeature,
} from "@quillspin/content";

export interface FeatureGameLink {
  slug: string;
  name: string;
  subtitle: string;
}

const gameLinks = (slug: FeatureSlug): FeatureGameLink[] =>
  gamesWithFeature(slug).map((game) => ({
    slug: game.slug,
    name: game.content.name,
    subtitle: game.content.subtitle,
  }));

/** The feature overview: every explainer with its lead and how many games use it. */
export function loadFeatureOverview() {
  return featurePages.map((page) => ({
    slug: page.slug,
    name: page.name,
    lead: page.lead,
    games: gameLinks(page.slug as FeatureSlug).length,
  }));
}

export function loadFeaturePage(slug: string) {
  const summary = featureSummaries.find((feature) => feature.slug === slug);
  const page = featurePageBySlug(slug);
  if (!summary || !page) return null;
  return { page, games: gameLinks(summary.slug) };
}
