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
    integration: "Integration Guide",
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
    // The footer's and the cookie policy's link; the banner's and the dialog's strings are the
    // `cookieConsent` area, which comes with their code.
    settings: "Cookie settings",
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
    // What a game card shows; the game page's and the compare page's strings are the `gameFacts` area.
    facts: { rtp: "RTP", volatility: "Volatility", max_win: "Max win" },
    volatilityLevels: { low: "Low", medium: "Medium", "medium-high": "Medium-high", high: "High" },
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
