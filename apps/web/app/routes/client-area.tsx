import { brand } from "@quillspin/content";
import { loginRequestSchema, type SessionTokens } from "@quillspin/contracts";
import { useEffect, useRef } from "react";
import { useActionData } from "react-router";
import { ClientDashboard } from "../accounts/client-dashboard";
import { emptySignIn, type SignedIn } from "../accounts/sign-in-fields";
import { SignInPanel } from "../accounts/sign-in-panel";
import { serverApi } from "../api/server-api.server";
import { submitForm } from "../forms/form-action";
import { useMessages } from "../locale/locale-context";
import { loadMessages, withAreas } from "../locale/messages";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import { useSession } from "../session/session";
import type { Route } from "./+types/client-area";
import "../accounts/accounts.css";
import { readPostedForm } from "../forms/posted-form.server";
import { accountsMessages } from "../locale/areas/accounts";
import { formsMessages } from "../locale/areas/forms";

/**
 * The sign-in form posted before scripts run. The API checks the credentials; its tokens are dropped
 * here, since the session lives in the browser and the site's server keeps none (decision 16).
 */
export async function action({ request }: Route.ActionArgs) {
  const api = serverApi(request);
  const m = withAreas(await loadMessages(api.locale), api.locale, [formsMessages]);
  return submitForm(await readPostedForm(request), {
    schema: loginRequestSchema,
    initial: emptySignIn,
    secret: ["password"],
    send: async (data): Promise<SignedIn> => {
      await api.post<SessionTokens>("/auth/login", data);
      return { signedIn: true };
    },
    unreachable: m.forms.unreachable,
  });
}

/**
 * The sign-in form when anonymous, the dashboard when signed in. Tokens live in the browser, so the
 * server renders only the frame and the browser decides which view to show once the session is read;
 * the sign-in form is in the frame too for browsers without scripts, and after a post to the action.
 */
export default function ClientArea() {
  const m = useMessages(accountsMessages, formsMessages);
  const t = m.accounts.clientArea;
  const { isAuth } = useSession();
  const posted = useActionData<typeof action>();
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
      {isAuth === null && posted ? (
        <SignInPanel routeAction={{ posted }} />
      ) : isAuth === null ? (
        <>
          <p role="status">{t.checking}</p>
          <noscript>
            <SignInPanel routeAction={{ posted }} />
          </noscript>
        </>
      ) : isAuth ? (
        <ClientDashboard />
      ) : (
        <SignInPanel routeAction={{ posted }} />
      )}
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, accountsMessages, formsMessages);
  return pageMeta({
    title: m.accounts.clientArea.title,
    description: m.accounts.clientArea.description(brand.name),
    path: "/client-area",
  });
}
