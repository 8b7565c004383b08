/** English strings of the games area, the game list (see areas/games.ts). */
const games = {
  title: "Our Games",
  description: (brand: string) =>
    `Browse the ${brand} catalogue of HTML5 slots with their RTP, volatility, features and demos.`,
  lead: "Every title in the catalogue, with its RTP, volatility and maximum win. Filter by mechanic, theme or feature.",
  filtersLabel: "Filter and sort games",
  search: "Search",
  searchPlaceholder: "Name, theme or feature",
  sort: "Sort by",
  apply: "Show games",
  filters: {
    type: "Type",
    volatility: "Volatility",
    theme: "Theme",
    mechanic: "Mechanic",
    language: "Language",
    special_feature: "Special feature",
  },
  results: "Games",
  /** An option's count of games, shown beside its label; 0 marks an option no game matches. */
  optionCount: (count: number) => `(${count})`,
  activeFilters: "Filters in force",
  searchFilter: (q: string) => `Search: “${q}”`,
  filterValue: (filter: string, value: string) => `${filter}: ${value}`,
  removeFilter: (label: string) => `Remove filter ${label}`,
  clearFilters: "Clear all filters",
  recentlyViewed: "Recently viewed",
  count: (total: number) => (total === 1 ? "1 game" : `${total} games`),
  noMatch: "No game matches these filters. Remove a filter or start again.",
  empty: "The catalogue is empty right now.",
  reset: "Reset filters",
  pagination: "Game list pages",
  feeds: "All game facts for operators and affiliates:",
  feedsNote:
    "Figures are the game pages' own. A feed's provisional column lists the facts of a game not released yet that await its certification; the JSON feed's notes explain every column.",
  compare: "Compare games",
  viewAll: "View All Games",
} as const;

export default games;
