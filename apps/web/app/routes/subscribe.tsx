import { brand } from "@quillspin/content";
import { type subscribeAcceptedSchema, subscribeRequestSchema } from "@quillspin/contracts";
import { useActionData } from "react-router";
import type { z } from "zod";
import { serverApi } from "../api/server-api.server";
import { submitForm } from "../forms/form-action";
import { readPostedForm } from "../forms/posted-form.server";
import { formsMessages } from "../locale/areas/forms";
import { subscribeMessages } from "../locale/areas/subscribe";
import { useMessages } from "../locale/locale-context";
import { loadMessages, withAreas } from "../locale/messages";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import { emptySubscription } from "../subscribe/subscribe-fields";
import SubscribeForm from "../subscribe/subscribe-form";
import type { Route } from "./+types/subscribe";

/** The Subscribe form posted before scripts run: sent to the API by the site's server. */
export async function action({ request }: Route.ActionArgs) {
  const api = serverApi(request);
  const m = withAreas(await loadMessages(api.locale), api.locale, [formsMessages]);
  return submitForm(await readPostedForm(request), {
    schema: subscribeRequestSchema,
    initial: emptySubscription,
    send: (data) => api.post<z.infer<typeof subscribeAcceptedSchema>>("/subscriptions", data),
    unreachable: m.forms.unreachable,
  });
}

/** The header's Subscribe dialog as a page of its own, so the form also works without scripts. */
export default function Subscribe() {
  const m = useMessages(formsMessages, subscribeMessages);
  const posted = useActionData<typeof action>();
  return (
    <div className="page account-page__narrow">
      <header className="page-hero">
        <p className="kicker">{m.nav.subscribe}</p>
        <h1>{m.subscribe.title}</h1>
        <p className="lead">{m.subscribe.lead(brand.name)}</p>
      </header>
      <section className="client-area__panel">
        <SubscribeForm posted={posted} inDialog={false} />
      </section>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, formsMessages, subscribeMessages);
  return pageMeta({
    title: m.subscribe.title,
    description: m.subscribe.lead(brand.name),
    noindex: true,
  });
}
