import {
  type SubscribeRequest,
  type subscribeAcceptedSchema,
  subscribeRequestSchema,
} from "@quillspin/contracts";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import { browserApi } from "../api/browser-api";
import { ConsentField } from "../forms/consent-field";
import { EmailField, HoneypotField } from "../forms/fields";
import type { SubmittedForm } from "../forms/form-action";
import { FormFrame } from "../forms/form-frame";
import { FormSuccess } from "../forms/form-success";
import { useForm } from "../forms/use-form";
import { useMessages } from "../locale/locale-context";
import { emptySubscription, subscriptionFields } from "./subscribe-fields";
import "../forms/forms.css";
import { formsMessages } from "../locale/areas/forms";

export type PostedSubscription = SubmittedForm<
  typeof emptySubscription,
  z.infer<typeof subscribeAcceptedSchema>
>;

/**
 * The Subscribe dialog's form. It is its own chunk, loaded when the dialog first opens, so the
 * schema and zod stay out of every other page's JavaScript. The `/subscribe` page renders it too,
 * with `posted` (its action's answer when posted without scripts) and without the dialog's focus move.
 */
export default function SubscribeForm({
  posted,
  inDialog = true,
}: {
  posted?: PostedSubscription | undefined;
  inDialog?: boolean;
}) {
  const m = useMessages(formsMessages);
  const t = m.forms.subscribe;
  const subscription = useForm({
    schema: subscribeRequestSchema,
    initial: emptySubscription,
    fields: subscriptionFields,
    send: async (data: SubscribeRequest): Promise<z.infer<typeof subscribeAcceptedSchema>> =>
      browserApi.post("/subscriptions", data),
    routeAction: inDialog ? undefined : { posted },
  });
  const emailInput = useRef<HTMLInputElement>(null);

  // The dialog opened before this chunk arrived, so focus sits on its close button: start at the email.
  useEffect(() => {
    if (inDialog) emailInput.current?.focus();
  }, [inDialog]);

  if (subscription.result) {
    return (
      <FormSuccess
        form={subscription}
        title={t.successTitle}
        titleAs={inDialog ? "h3" : "h2"}
        text={t.successText}
      />
    );
  }

  return (
    <FormFrame form={subscription} submit={t.submit}>
      <EmailField
        ref={emailInput}
        {...subscription.textField("email")}
        autoComplete="email"
        label={t.email}
      />
      <ConsentField {...subscription.checkboxField("consent")} text={t.consent} textEnd={t.consentEnd} />
      <HoneypotField {...subscription.honeypotField("website")} />
      <p className="form__lead">{t.note}</p>
    </FormFrame>
  );
}
