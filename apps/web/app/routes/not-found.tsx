import { useMessages } from "../locale/locale-context";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/not-found";
import { StatusPage } from "./status-page";

export default function NotFoundPage() {
  const m = useMessages();
  return <StatusPage code={404} title={m.errors.notFoundTitle} text={m.errors.notFoundText} />;
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches);
  return pageMeta({ title: m.errors.notFoundTitle, description: m.meta.notFoundDescription, noindex: true });
}
