import {
  type ContactReceipt,
  type ContactRequest,
  contactFieldLimits,
  contactRequestSchema,
  contactTopics,
} from "@quillspin/contracts";
import { useId, useMemo } from "react";
import { browserApi } from "../api/browser-api";
import { useMessages } from "../locale/locale-context";
import { ErrorSummary } from "./error-summary";
import { CheckboxField, HoneypotField, SelectField, TextAreaField, TextField } from "./fields";
import { PrivacyPolicyLink } from "./privacy-policy-link";
import { SubmitButton } from "./submit-button";
import { useFormSubmission } from "./use-form-submission";
import { useSchemaForm } from "./use-schema-form";
import "./forms.css";

const emptyContact = {
  name: "",
  email: "",
  company: "",
  topic: "",
  message: "",
  consent: false,
  website: "",
};

/** The contact form: the shared schema checks it as the visitor types, the API checks it again. */
export function ContactForm() {
  const m = useMessages();
  const t = m.forms.contact;
  const prefix = useId();
  const ids = useMemo(
    () => ({
      name: `${prefix}-name`,
      email: `${prefix}-email`,
      company: `${prefix}-company`,
      topic: `${prefix}-topic`,
      message: `${prefix}-message`,
      consent: `${prefix}-consent`,
    }),
    [prefix],
  );
  const form = useSchemaForm(contactRequestSchema, emptyContact);
  const submission = useFormSubmission({
    form,
    fieldIds: ids,
    send: (data: ContactRequest) => browserApi.post<ContactReceipt>("/auth/contact", data),
  });
  const { values, errors, setValue, blur } = form;

  if (submission.result) {
    return (
      <div ref={submission.successRef} className="form-success" role="status" tabIndex={-1}>
        <h2 className="form-success__title">{t.successTitle}</h2>
        <p>{t.successText}</p>
        <button type="button" className="button" onClick={submission.startOver}>
          {t.another}
        </button>
      </div>
    );
  }

  return (
    <form
      className="form"
      method="post"
      noValidate
      onSubmit={submission.onSubmit}
      aria-labelledby={`${prefix}-title`}
    >
      <h2 id={`${prefix}-title`}>{t.title}</h2>
      <p className="form__lead">{t.lead}</p>
      <noscript>
        <p className="form__noscript">{m.forms.noScript}</p>
      </noscript>
      <ErrorSummary ref={submission.summaryRef} items={submission.summary} />
      <div className="form__row">
        <TextField
          id={ids.name}
          name="name"
          label={t.name}
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onValue={(value) => setValue("name", value)}
          onBlur={() => blur("name")}
        />
        <TextField
          id={ids.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={t.email}
          hint={t.emailHint}
          value={values.email}
          error={errors.email}
          onValue={(value) => setValue("email", value)}
          onBlur={() => blur("email")}
        />
      </div>
      <div className="form__row">
        <TextField
          id={ids.company}
          name="company"
          label={t.company}
          optional
          autoComplete="organization"
          value={values.company}
          error={errors.company}
          onValue={(value) => setValue("company", value)}
          onBlur={() => blur("company")}
        />
        <SelectField
          id={ids.topic}
          name="topic"
          label={t.topic}
          placeholder={t.topicPlaceholder}
          options={contactTopics.map((topic) => ({ value: topic, label: t.topics[topic] }))}
          value={values.topic}
          error={errors.topic}
          onValue={(value) => setValue("topic", value)}
          onBlur={() => blur("topic")}
        />
      </div>
      <TextAreaField
        id={ids.message}
        name="message"
        label={t.message}
        hint={t.messageHint(contactFieldLimits.message.min, contactFieldLimits.message.max)}
        rows={7}
        counter={t.counter(values.message.trim().length, contactFieldLimits.message.max)}
        value={values.message}
        error={errors.message}
        onValue={(value) => setValue("message", value)}
        onBlur={() => blur("message")}
      />
      <CheckboxField
        id={ids.consent}
        name="consent"
        label={
          <>
            {t.consent} <PrivacyPolicyLink /> {t.consentEnd}
          </>
        }
        checked={values.consent}
        error={errors.consent}
        onValue={(value) => setValue("consent", value)}
      />
      <HoneypotField
        id={`${prefix}-website`}
        label={m.forms.honeypot}
        value={values.website}
        onValue={(value) => setValue("website", value)}
      />
      <SubmitButton busy={submission.busy}>{t.submit}</SubmitButton>
    </form>
  );
}
