import { formsMessages } from "../locale/areas/forms";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import { SubscriptionOutcomeView } from "../subscribe/subscription-outcome";
import type { Route } from "./+types/subscription-unsubscribe";

export default function SubscriptionUnsubscribe() {
  return <SubscriptionOutcomeView action="unsubscribe" />;
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, formsMessages);
  return pageMeta({
    title: m.forms.subscription.unsubscribeTitle,
    description: m.forms.subscription.description,
    noindex: true,
  });
}
