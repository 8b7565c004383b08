import { brand } from "@quillspin/content";
import { useEffect, useRef } from "react";
import { ClientDashboard } from "../accounts/client-dashboard";
import { SignInPanel } from "../accounts/sign-in-panel";
import { useMessages } from "../locale/locale-context";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import { useSession } from "../session/session";
import type { Route } from "./+types/client-area";
import "../accounts/accounts.css";

/**
 * The sign-in form when anonymous, the dashboard when signed in. Tokens live in the browser, so the
 * server renders only the frame and the browser decides which view to show once the session is read.
 */
export default function ClientArea() {
  const m = useMessages();
  const t = m.accounts.clientArea;
  const { isAuth } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(isAuth);

  // Signing in or out replaces the whole view: focus starts again at its top.
  useEffect(() => {
    if (previous.current !== null && previous.current !== isAuth) heading.current?.focus();
    previous.current = isAuth;
  }, [isAuth]);

  return (
    <div className="page">
      <header className="account-page__hero">
        <p className="kicker">{t.kicker}</p>
        <h1 ref={heading} tabIndex={-1}>
          {t.h1}
        </h1>
        {isAuth ? null : <p className="lead">{t.lead}</p>}
      </header>
      {isAuth === null ? (
        <>
          <p role="status">{t.checking}</p>
          <noscript>
            <p className="form__noscript">{t.noScript}</p>
          </noscript>
        </>
      ) : isAuth ? (
        <ClientDashboard />
      ) : (
        <SignInPanel />
      )}
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches);
  return pageMeta({
    title: m.accounts.clientArea.title,
    description: m.accounts.clientArea.description(brand.name),
    path: "/client-area",
  });
}
