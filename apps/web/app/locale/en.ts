/**
 * English interface strings. Every user-facing string of the site's chrome comes from here; page
 * copy that is content (games, company pages) lives in the content package.
 */
const en = {
  nav: {
    home: "Home",
    aboutUs: "About Us",
    games: "Our Games",
    careers: "Careers",
    roadmap: "Roadmap",
    news: "News",
    clientArea: "Client Area",
    contactUs: "Contact Us",
    subscribe: "Subscribe",
    features: "Features",
    explore: "Explore",
    legal: "Legal",
    privacyPolicy: "Privacy Policy",
    cookiePolicy: "Cookie Policy",
    followUs: "Follow us",
  },
  header: {
    mainNavigation: "Main navigation",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    featuresSubmenu: "Show the feature pages",
    skipToContent: "Skip to content",
    scrollUp: "Back to top",
  },
  consent: {
    title: "Cookies on this site",
    text: "We use necessary cookies to run the site. With your consent we also use optional cookies that remember your game list preferences and recently viewed games.",
    acceptAll: "Accept all",
    rejectOptional: "Reject optional",
    settings: "Cookie settings",
    settingsTitle: "Cookie settings",
    necessary: "Necessary",
    necessaryNote: "Always on: the site cannot work without them.",
    optional: "Optional",
    save: "Save choices",
    lifetime: "Lifetime",
    readPolicy: "Read the cookie policy",
  },
  footer: {
    adultsOnly: (age: number) =>
      `This website is intended for users aged ${age} and over. Our games are for entertainment; please play responsibly.`,
    responsibleGambling: "Gambling can be addictive. For free, confidential help visit",
    rights: (year: number, legalName: string) => `© ${year} ${legalName}. All rights reserved.`,
  },
  modal: {
    close: "Close",
  },
  subscribe: {
    title: "Subscribe",
    lead: (brand: string) =>
      `Get ${brand} release notes, new game announcements and event invitations, about twice a month.`,
    /** Shown while the form's chunk loads: the modal is on every page, the form strings are not. */
    loading: "Loading the form…",
  },
  errors: {
    pageNotFound: (path: string) => `Page not found: ${path}`,
    notFoundText:
      "The page you are trying to access does not exist or has been moved. Try going back to our homepage.",
    homePage: "Home Page",
    oops: "Oops! Something went wrong",
    unknownError: "Unknown error occurred, please contact support",
    forbiddenTitle: "Access denied",
    forbiddenText:
      "Your account does not have access to this page. Sign in with another account or go back to our homepage.",
    notFoundTitle: "Page not found",
  },
  game: {
    factsTitle: "Game facts",
    specialFeaturesTitle: "Special features",
    featuresTitle: "Features in this game",
    languagesList: (count: number) => `The game client is translated into ${count} languages:`,
    facts: {
      release_date: "Release date",
      type: "Type",
      rtp: "RTP",
      volatility: "Volatility",
      hit_frequency: "Hit frequency",
      max_win: "Max win",
      min_bet: "Min bet",
      max_bet: "Max bet",
      layout: "Layout",
      paylines: "Paylines / ways",
      features: "Features",
      theme: "Theme",
      other_tags: "Other tags",
      technology: "Technology",
      game_size: "Game size",
      download_info_kit: "Info kit",
      download_promo_pack: "Promo pack",
      currencies: "Currencies",
      languages: "Languages",
      platforms: "Platforms",
    },
    volatilityLevels: { low: "Low", medium: "Medium", "medium-high": "Medium-high", high: "High" },
    platforms: { desktop: "Desktop", mobile: "Mobile", tablet: "Tablet" },
    inClientArea: "Available to partners in the client area",
    notAvailable: "Not available",
    editorialNote: "Figures marked * are provisional and confirmed at certification.",
    backToGames: "All games",
    reachableOnly: (win: string) => `A cap: the maths pays at most ${win}`,
  },
  home: {
    allNews: "View all news",
    newsFailed: "The news could not be loaded right now. Please try again in a moment.",
    gamesFailed: "The game list could not be loaded right now. Please try again in a moment.",
  },
  demo: {
    play: "Play demo",
    playGame: (name: string) => `Play demo: ${name}`,
    popupBlocked: "Your browser has blocked a pop-up window. Allow pop-up windows in the settings.",
    unavailable: "The demo did not send a playable address. Please try again in a moment.",
  },
  meta: {
    notFoundDescription: "The page you were looking for does not exist or has moved.",
    forbiddenDescription: "You do not have access to this page.",
  },
} as const;

export default en;
