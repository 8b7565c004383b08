import type { FormEvent } from "react";
import { useLocation } from "react-router";
import type { cookieConsentMessages } from "../locale/areas/cookie-consent";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import type { AreaStrings } from "../locale/messages";
import { CONSENT_FORM_PATH, type ConsentChoice, isConsentChoice } from "./consent";

/**
 * The banner's own strings. A page rendered for a visitor who has not chosen brings them in the root
 * loader's data (copy in the data, decision 22); a prerendered page loads the consent strings' chunk.
 */
export type CookieBannerCopy = Pick<
  AreaStrings<typeof cookieConsentMessages>,
  "title" | "text" | "readPolicy" | "acceptAll" | "rejectOptional"
>;

/**
 * The first visitor's question (site.md section 4). Its two answers are a form: before the app runs,
 * or without JavaScript, the browser posts the choice and the site's server stores it and sends the
 * visitor back (`consent-choice.route.ts`); once the app runs, the choice is stored in place.
 */
export function CookieBanner({
  copy,
  onChoose,
  onSettings,
}: {
  copy: CookieBannerCopy;
  onChoose: (choice: ConsentChoice) => void;
  onSettings: () => void;
}) {
  const m = useMessages();
  const { pathname, search } = useLocation();
  const choose = (event: FormEvent<HTMLFormElement>) => {
    const choice = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (!isConsentChoice(choice)) return;
    event.preventDefault();
    onChoose(choice);
  };
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <h2 id="cookie-banner-title" className="cookie-banner__title">
        {copy.title}
      </h2>
      <p>
        {copy.text} <AppLink to="/cookie-policy">{copy.readPolicy}</AppLink>
      </p>
      <form method="post" action={CONSENT_FORM_PATH} className="cookie-banner__actions" onSubmit={choose}>
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        <button type="submit" name="choice" value="all" className="button button--primary">
          {copy.acceptAll}
        </button>
        <button type="submit" name="choice" value="necessary" className="button">
          {copy.rejectOptional}
        </button>
        {/* The settings are a dialog of the app's: without JavaScript this button is hidden (root.tsx). */}
        <button type="button" className="button button--ghost cookie-banner__settings" onClick={onSettings}>
          {m.consent.settings}
        </button>
      </form>
    </section>
  );
}
