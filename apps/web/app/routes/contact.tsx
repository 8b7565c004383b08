import { brand } from "@quillspin/content";
import { type ContactReceipt, contactRequestSchema } from "@quillspin/contracts";
import { useActionData } from "react-router";
import { serverApi } from "../api/server-api.server";
import { emptyContact } from "../forms/contact-fields";
import { ContactForm } from "../forms/contact-form";
import { submitForm } from "../forms/form-action";
import { useMessages } from "../locale/locale-context";
import { loadMessages, withAreas } from "../locale/messages";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/contact";
import "../forms/contact-layout.css";
import { readPostedForm } from "../forms/posted-form.server";
import { contactMessages } from "../locale/areas/contact";
import { formsMessages } from "../locale/areas/forms";

const channels = ["sales", "partnerships", "support", "press", "careers"] as const;

/** The contact form posted before scripts run: sent to the API by the site's server. */
export async function action({ request }: Route.ActionArgs) {
  const api = serverApi(request);
  const m = withAreas(await loadMessages(api.locale), api.locale, [formsMessages]);
  return submitForm(await readPostedForm(request), {
    schema: contactRequestSchema,
    initial: emptyContact,
    send: (data) => api.post<ContactReceipt>("/auth/contact", data),
    unreachable: m.forms.unreachable,
  });
}

export default function Contact() {
  const m = useMessages(contactMessages, formsMessages);
  const posted = useActionData<typeof action>();
  return (
    <div className="page">
      <header className="page-hero">
        <p className="kicker">{m.contact.title}</p>
        <h1>{m.contact.h1}</h1>
        <p className="lead">{m.contact.lead}</p>
      </header>
      <div className="contact-layout">
        <section className="contact-layout__form">
          <ContactForm posted={posted} />
        </section>
        <aside className="contact-layout__details" aria-labelledby="contact-channels">
          <h2 id="contact-channels">{m.contact.channels}</h2>
          <ul className="contact-layout__channels">
            {channels.map((channel) => (
              <li key={channel} className="card">
                <h3>{m.contact[channel]}</h3>
                <p>
                  <a href={`mailto:${brand.contacts[channel]}`}>{brand.contacts[channel]}</a>
                </p>
              </li>
            ))}
            <li className="card">
              <h3>{m.contact.phone}</h3>
              <p>
                <a href={`tel:${brand.contacts.phone.replaceAll(" ", "")}`}>{brand.contacts.phone}</a>
                <br />
                {m.contact.hours}
              </p>
            </li>
            <li className="card">
              <h3>{m.contact.office}</h3>
              <address>
                {brand.legalName}
                <br />
                {brand.headquarters.street}
                <br />
                {brand.headquarters.city} {brand.headquarters.postcode}, {brand.headquarters.country}
              </address>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, contactMessages, formsMessages);
  return pageMeta({
    title: m.contact.title,
    description: m.contact.description(brand.name),
    path: "/contact-us",
  });
}
