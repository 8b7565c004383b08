import { type SubscriptionOutcome, subscriptionTokenSchema } from "@quillspin/contracts";
import { useEffect, useState } from "react";
import { ApiRequestError } from "../api/api-request-error";
import { browserApi } from "../api/browser-api";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import "../forms/forms.css";
import { formsMessages } from "../locale/areas/forms";
import { useQuery } from "../navigation/use-query";

type LinkAction = "confirm" | "unsubscribe";
type Outcome = { kind: "working" } | { kind: "done" | "failed"; message: string };

/**
 * The page behind a link in a newsletter email. Opening it (GET) changes nothing, since mail
 * scanners open links too; the page itself then asks the API (POST) and shows what happened.
 */
export function SubscriptionOutcomeView({ action }: { action: LinkAction }) {
  const m = useMessages(formsMessages);
  const t = m.forms.subscription;
  const searchParams = useQuery();
  const token = searchParams.get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome>({ kind: "working" });

  useEffect(() => {
    if (!subscriptionTokenSchema.safeParse(token).success) {
      setOutcome({ kind: "failed", message: t.missingToken });
      return;
    }
    let current = true;
    setOutcome({ kind: "working" });
    browserApi
      .post<SubscriptionOutcome>(`/subscriptions/${action}`, { token })
      .then((answer) => {
        if (current) setOutcome({ kind: "done", message: answer.message });
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiRequestError ? error.serverMessage : null;
        if (current) setOutcome({ kind: "failed", message: message ?? m.forms.unreachable });
      });
    return () => {
      current = false;
    };
  }, [action, token, t.missingToken, m.forms.unreachable]);

  const titles = {
    confirm: { working: t.confirmTitle, done: t.confirmed },
    unsubscribe: { working: t.unsubscribeTitle, done: t.unsubscribed },
  }[action];
  const title = outcome.kind === "failed" ? t.failed : titles[outcome.kind];
  const text =
    outcome.kind === "working" ? (action === "confirm" ? t.confirming : t.unsubscribing) : outcome.message;

  return (
    <div className="page">
      <header className="page-hero">
        <p className="kicker">{m.nav.subscribe}</p>
        <h1>{title}</h1>
        <p className="lead" role="status">
          {text}
        </p>
      </header>
      <p className="form-actions">
        <AppLink className="button button--primary" to="/">
          {t.home}
        </AppLink>
        <AppLink className="button" to="/games">
          {t.games}
        </AppLink>
      </p>
    </div>
  );
}
