/**
 * Shapes of the company pages and home page copy. All text is plain (no HTML, no Markdown) so the site
 * renders it as text nodes; links, emails and dates are separate fields the page turns into markup.
 */

/** Search-engine title and description. The site appends the brand suffix to the title itself. */
export interface PageMeta {
  /** At most 60 characters, without the brand suffix. */
  title: string;
  /** 70 to 160 characters. */
  description: string;
}

/** One titled block of a page: paragraphs first, then an optional bullet list. */
export interface PageSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** A company page: title tags, one h1, a lead paragraph and its sections in reading order. */
export interface CompanyPage {
  meta: PageMeta;
  h1: string;
  lead: string;
  sections: PageSection[];
}

/** Pages whose search-engine tags also carry keywords (site.md section 2: roadmap and careers). */
export interface KeywordedPage extends CompanyPage {
  keywords: string[];
}

/** Legal pages show the date of their last revision. */
export interface LegalPage extends CompanyPage {
  /** ISO date, YYYY-MM-DD. */
  lastUpdated: string;
}

/** A button or link: its label and the site path it leads to. */
export interface CallToAction {
  label: string;
  to: string;
}

/** A heading with the short paragraph under it. */
export interface SectionIntro {
  heading: string;
  lead: string;
}

/** One of the eleven pitch points of the home page (site.md section 1). */
export interface StrategicValue {
  id:
    | "custom-integration"
    | "real-time-analytics"
    | "early-access"
    | "dedicated-support"
    | "player-retention"
    | "graphics-and-audio"
    | "certified-rng"
    | "security-and-privacy"
    | "fraud-prevention"
    | "multi-currency"
    | "configurable-rtp-and-volatility";
  title: string;
  /** One or two sentences. */
  text: string;
}

export type WhySpecialId = "retention" | "dynamics" | "security" | "trends";

export interface WhySpecialItem<Id extends WhySpecialId = WhySpecialId> {
  id: Id;
  title: string;
  text: string;
}

export interface HomeContent {
  meta: PageMeta;
  /** The hero's heading is the page's h1. */
  hero: {
    kicker: string;
    heading: string;
    lead: string;
    primaryCta: CallToAction;
    secondaryCta: CallToAction;
  };
  strategicValues: SectionIntro & { items: StrategicValue[] };
  /** Exactly four items, in the spec's order: retention, dynamics, security, trends. */
  whySpecial: SectionIntro & {
    items: [
      WhySpecialItem<"retention">,
      WhySpecialItem<"dynamics">,
      WhySpecialItem<"security">,
      WhySpecialItem<"trends">,
    ];
  };
  /** The game cards come from the API; `viewAll` is the 'View All Games' link. */
  gamesTeaser: SectionIntro & { viewAll: CallToAction };
  /** The figures come from `quickStats` (`quick-stats.ts`). */
  quickStats: SectionIntro;
  careersTeaser: {
    heading: string;
    text: string;
    /** 'Read More', leading to the careers page. */
    readMore: CallToAction;
    /** 'Apply now:', shown before `applyEmail`. */
    applyLabel: string;
    applyEmail: string;
  };
  /** The six most recent articles come from the API; `empty` is shown while none is published. */
  news: SectionIntro & { empty: string };
  partners: SectionIntro;
  mediaPartners: SectionIntro;
}

export interface Partner {
  id: string;
  name: string;
  kind: "operator" | "platform" | "aggregator";
  /** Where the partner runs the studio's games. */
  market: string;
  /** One line on the partnership. */
  note: string;
}

export interface MediaPartner {
  id: string;
  name: string;
  kind: "publication" | "event" | "podcast";
  /** One line on what the outlet or event is and how the studio takes part. */
  note: string;
}

export interface JobPosition {
  /** URL-safe slug, unique among positions. */
  id: string;
  title: string;
  team: string;
  /** City and way of working, e.g. on site, hybrid or remote within the EU. */
  location: string;
  type: "Full-time" | "Part-time" | "Contract";
  summary: string;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  apply: {
    email: string;
    /** The email subject, naming the role. */
    subject: string;
    /** One sentence on what to send. */
    text: string;
  };
}

export interface CareersPage extends KeywordedPage {
  positions: JobPosition[];
}

/**
 * A milestone as the roadmap started out. Only the API's first start reads these: it seeds the
 * roadmap table from them, and from then on editors keep the roadmap in the back office.
 */
export interface Milestone {
  /** URL-safe slug, unique among milestones. */
  id: string;
  /** YYYY-MM: the month the milestone is due or was reached; the quarter shown follows from it. */
  month: string;
  title: string;
  kind: "release" | "platform" | "certification" | "market";
  status: "done" | "in-progress" | "planned";
  text: string;
}

export interface RoadmapPage extends KeywordedPage {
  /** The seed of the roadmap table, in date order, oldest first. */
  milestones: Milestone[];
}
