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
  contact: {
    title: "Contact Us",
    description: (brand: string) =>
      `Talk to ${brand}: sales, partnerships, integration support, press and careers contacts, and our Malta office.`,
    h1: "Talk to the studio",
    lead: "Tell us what you run and where, and the right team gets back to you within one working day.",
    channels: "Who to write to",
    sales: "Sales and game licensing",
    partnerships: "Partnerships and aggregators",
    support: "Integration and technical support",
    press: "Press and media",
    careers: "Careers",
    phone: "Phone",
    office: "Office",
    hours: "Monday to Friday, 09:00 to 18:00 CET",
  },
  modal: {
    close: "Close",
  },
  subscribe: {
    title: "Subscribe",
    lead: (brand: string) =>
      `Get ${brand} release notes, new game announcements and event invitations, about twice a month.`,
    byEmail: "To join the list, write to",
    emailSubject: "Please add me to the newsletter",
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
  news: {
    title: "News",
    description: (brand: string) => `Releases, partnerships, events and certifications from ${brand}.`,
    empty: "No articles have been published yet. Check back soon for releases, events and studio updates.",
  },
  home: {
    title: "B2B slot games for casino operators and platforms",
    description: (brand: string, games: number) =>
      `${brand} builds certified HTML5 slots for operators: ${games} titles, custom integration, real-time analytics and RTP and volatility you configure.`,
    kicker: "B2B slot studio",
    heading: "Slot games built for operators who measure everything",
    lead: "Certified HTML5 titles, one integration, and the numbers behind every spin. We build games that keep players coming back and give your team the controls to run them.",
    pitchTitle: "What partners get",
    pitch: [
      {
        title: "Custom integration",
        text: "One API for the whole catalogue, with a dedicated engineer through go-live.",
      },
      {
        title: "Real-time analytics",
        text: "Rounds, RTP and retention per game and market, live in your back office.",
      },
      {
        title: "Early access",
        text: "Partnership programme members play and schedule new titles weeks before release.",
      },
      { title: "Dedicated support", text: "A named account team and round-the-clock incident response." },
      {
        title: "Player retention",
        text: "Features designed around session length and return visits, not one-off spikes.",
      },
      {
        title: "Graphics and audio",
        text: "Hand-drawn art and original scores that hold up on a six-inch screen.",
      },
      {
        title: "Certified RNG",
        text: "Independently tested random number generation in every regulated market we serve.",
      },
      {
        title: "Security and privacy",
        text: "Encrypted transport, least-privilege access and data kept to what the game needs.",
      },
      {
        title: "Fraud prevention",
        text: "Server-side outcomes and anomaly alerts on bonus buys and unusual win patterns.",
      },
      {
        title: "Multi-currency",
        text: "Bets and wins in every currency you operate, with per-market bet ladders.",
      },
      {
        title: "Configurable RTP and volatility",
        text: "Choose certified RTP and volatility profiles per market from the admin panel.",
      },
    ],
    gamesTitle: "Our games",
    gamesLead: "Lines, ways, clusters, Hold & Win and collectors: a catalogue that covers every lobby shelf.",
  },
  games: {
    title: "Our Games",
    description: (brand: string) =>
      `Browse the ${brand} catalogue of HTML5 slots with their RTP, volatility, features and demos.`,
    lead: "Every title in the catalogue, ready for integration.",
    viewAll: "View All Games",
    loadFailed: "The game list could not be loaded right now. Please try again in a moment.",
  },
  meta: {
    notFoundDescription: "The page you were looking for does not exist or has moved.",
    forbiddenDescription: "You do not have access to this page.",
  },
} as const;

export default en;
