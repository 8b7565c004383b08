import {
  type ContactReceipt,
  type ContactRequest,
  contactFieldLimits,
  contactRequestSchema,
  contactTopics,
} from "@quillspin/contracts";
import { browserApi } from "../api/browser-api";
import { useMessages } from "../locale/locale-context";
import { ConsentField } from "./consent-field";
import { contactFields, emptyContact } from "./contact-fields";
import { EmailField, HoneypotField, SelectField, TextAreaField, TextField } from "./fields";
import type { SubmittedForm } from "./form-action";
import { FormFrame } from "./form-frame";
import { FormSuccess } from "./form-success";
import { useForm } from "./use-form";
import "./forms.css";
import { formsMessages } from "../locale/areas/forms";

export type PostedContact = SubmittedForm<typeof emptyContact, ContactReceipt>;

/**
 * The contact form: the shared schema checks it as the visitor types, the API checks it again.
 * `posted` is what the page's action answered when the form was posted without scripts.
 */
export function ContactForm({ posted }: { posted: PostedContact | undefined }) {
  const m = useMessages(formsMessages);
  const t = m.forms.contact;
  const contact = useForm({
    schema: contactRequestSchema,
    initial: emptyContact,
    fields: contactFields,
    send: (data: ContactRequest) => browserApi.post<ContactReceipt>("/auth/contact", data),
    routeAction: { posted },
  });

  if (contact.result) {
    return (
      <FormSuccess form={contact} title={t.successTitle} text={t.successText}>
        <button type="button" className="button" onClick={contact.startOver}>
          {t.another}
        </button>
      </FormSuccess>
    );
  }

  return (
    <FormFrame form={contact} title={t.title} lead={t.lead} noScript={m.forms.noScript} submit={t.submit}>
      <div className="form__row">
        <TextField {...contact.textField("name")} label={t.name} autoComplete="name" />
        <EmailField {...contact.textField("email")} label={t.email} hint={t.emailHint} autoComplete="email" />
      </div>
      <div className="form__row">
        <TextField {...contact.textField("company")} label={t.company} optional autoComplete="organization" />
        <SelectField
          {...contact.textField("topic")}
          label={t.topic}
          placeholder={t.topicPlaceholder}
          options={contactTopics.map((topic) => ({ value: topic, label: t.topics[topic] }))}
        />
      </div>
      <TextAreaField
        {...contact.textField("message")}
        label={t.message}
        hint={t.messageHint(contactFieldLimits.message.min, contactFieldLimits.message.max)}
        rows={7}
        counter={t.counter(contact.values.message.trim().length, contactFieldLimits.message.max)}
      />
      <ConsentField {...contact.checkboxField("consent")} text={t.consent} textEnd={t.consentEnd} />
      <HoneypotField {...contact.honeypotField("website")} />
    </FormFrame>
  );
}
