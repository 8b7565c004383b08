import { cookieDeclarations } from "@quillspin/content";
import { data, redirect } from "react-router";
import { publicSettings } from "../config/public-settings";
import { readCookie, serializeCookie, serializeExpiredCookie } from "../cookies/cookies";
import { readPostedForm } from "../forms/posted-form.server";
import { isSameOriginPost, siteOriginsOf } from "../forms/request-origin.server";
import type { Route } from "./+types/consent-choice.route";
import {
  CONSENT_COOKIE,
  consentChoices,
  isConsentChoice,
  isCookieAllowed,
  serializeConsent,
} from "./consent";

/** Only the banner's form posts here; a link or a prefetch goes to the home page. */
export function loader() {
  return redirect("/");
}

/** A path on this site to send the visitor back to; anything else (another host, `//x`) is the home page. */
function backPath(back: FormDataEntryValue | null): string {
  return typeof back === "string" && /^\/(?![/\\])/.test(back) ? back : "/";
}

/**
 * The banner's answer posted by the browser itself, without JavaScript or before the app runs: the
 * consent cookie the app would have written (`storeConsent`), the optional cookies it no longer allows
 * deleted, and the page the visitor was on again, now without the banner. Only the site's own pages
 * may post it: another site could otherwise choose for the visitor.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginPost(request, siteOriginsOf(request, publicSettings.siteUrl))) {
    throw data("This choice was sent from another site. Choose on the site's own banner.", { status: 403 });
  }
  const form = await readPostedForm(request);
  const choice = form.get("choice");
  if (!isConsentChoice(choice)) throw data("Choose one of the banner's answers.", { status: 400 });
  const secure = publicSettings.siteUrl.startsWith("https:");
  const consent = serializeConsent(consentChoices[choice]);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", serializeCookie(CONSENT_COOKIE, consent, secure));
  const cookies = request.headers.get("cookie");
  for (const cookie of cookieDeclarations) {
    if (!cookie.httpOnly && !isCookieAllowed(consent, cookie.id) && readCookie(cookies, cookie.id) !== null) {
      headers.append("Set-Cookie", serializeExpiredCookie(cookie.id, secure));
    }
  }
  return redirect(backPath(form.get("back")), { status: 303, headers });
}
