import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/forbidden";

export default function ForbiddenPage() {
  const m = useMessages();
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className="error-view__code" aria-hidden="true">
        403
      </p>
      <h1 id="error-title">{m.errors.forbiddenTitle}</h1>
      <p>{m.errors.forbiddenText}</p>
      <AppLink className="button button--primary" to="/">
        {m.errors.homePage}
      </AppLink>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches);
  return pageMeta({
    title: m.errors.forbiddenTitle,
    description: m.meta.forbiddenDescription,
    noindex: true,
  });
}
