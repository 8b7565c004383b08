import { useMessages } from "../locale/locale-context";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/forbidden";
import { StatusPage } from "./status-page";

export default function ForbiddenPage() {
  const m = useMessages();
  return <StatusPage code={403} title={m.errors.forbiddenTitle} text={m.errors.forbiddenText} />;
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches);
  return pageMeta({
    title: m.errors.forbiddenTitle,
    description: m.meta.forbiddenDescription,
    noindex: true,
  });
}
