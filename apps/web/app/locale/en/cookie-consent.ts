/** English strings of the cookie consent area: the banner and the cookie settings dialog (see areas/cookie-consent.ts). */
const cookieConsent = {
  title: "Cookies on this site",
  text: "We use necessary cookies to run the site. With your consent we also use optional cookies that remember your game list preferences and recently viewed games.",
  acceptAll: "Accept all",
  rejectOptional: "Reject optional",
  settingsTitle: "Cookie settings",
  necessary: "Necessary",
  necessaryNote: "Always on: the site cannot work without them.",
  optional: "Optional",
  save: "Save choices",
  lifetime: "Lifetime",
  readPolicy: "Read the cookie policy",
} as const;

export default cookieConsent;
