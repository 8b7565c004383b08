import { browserCookies, setDeclaredCookie } from "../../cookies/browser-cookies";
import { showErrorToast } from "../../toasts/toasts";
import { AGE_CONFIRMED, AGE_COOKIE, isAgeConfirmed } from "./age-confirmation";
import { readDemoAddress } from "./demo-address";
import { demoOpeningFor } from "./device";
import type { DemoEnvironment } from "./start-demo";

/**
 * The demo address through the site's API client. A failed call has its `{status}: {message}` toast
 * from the client already, so only an answer without a usable address is toasted here.
 */
async function requestDemoAddress(slug: string, unavailableText: string): Promise<string> {
  // The API client loads with the first demo asked for on a desktop: a page needs it for nothing else.
  const { browserApi } = await import("../../api/browser-api");
  const answer = await browserApi.get<unknown>(`/games/${encodeURIComponent(slug)}/demo`);
  const address = readDemoAddress(answer);
  if (address) return address;
  showErrorToast(unavailableText);
  throw new Error(`GET /games/${slug}/demo answered without an http(s) game_url`);
}

type PageParts = Pick<DemoEnvironment, "askAge" | "openModal" | "popupBlockedMessage">;

/** The start function's environment in a real browser; the page supplies its dialogs and texts. */
export function browserDemoEnvironment(parts: PageParts & { unavailableText: string }): DemoEnvironment {
  const { unavailableText, ...pageParts } = parts;
  return {
    opening: demoOpeningFor(navigator.userAgent),
    isAgeConfirmed: () => isAgeConfirmed(browserCookies()),
    rememberAge: () => {
      setDeclaredCookie(AGE_COOKIE, AGE_CONFIRMED);
    },
    open: (url, target) => window.open(url, target),
    assign: (url) => window.location.assign(url),
    alert: (message) => window.alert(message),
    fetchAddress: (slug) => requestDemoAddress(slug, unavailableText),
    log: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
    ...pageParts,
  };
}
