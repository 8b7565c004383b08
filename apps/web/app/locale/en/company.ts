/** English strings of the company area, the company pages (careers, the guide, the roadmap, the legal pages) (see areas/company.ts). */
const company = {
  guideKicker: "Operator guide",
  lastUpdated: (date: string) =>
    `Last updated ${new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}`,
  openPositions: (count: number) => `Open positions (${count})`,
  responsibilities: "What you will do",
  requirements: "What you bring",
  niceToHave: "Nice to have",
  howToApply: "How to apply",
  timeline: "Timeline",
  milestoneStatus: { done: "Done", "in-progress": "In progress", planned: "Planned" },
  milestoneKind: {
    release: "Release",
    platform: "Platform",
    certification: "Certification",
    market: "Market",
  },
  cookieGroup: { necessary: "Necessary cookies", optional: "Optional cookies" },
  cookieName: "Cookie",
  cookiePurpose: "Purpose",
  cookieLifetime: "Lifetime",
} as const;

export default company;
