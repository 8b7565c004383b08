import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";

/** The view of a page that stands for an HTTP status (404, 403): the code, what it means, the way home. */
export function StatusPage({ code, title, text }: { code: number; title: string; text: string }) {
  const m = useMessages();
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className="error-view__code" aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title">{title}</h1>
      <p>{text}</p>
      <AppLink className="button button--primary" to="/">
        {m.errors.homePage}
      </AppLink>
    </section>
  );
}
