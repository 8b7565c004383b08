import { careersPage } from "@quillspin/content";
import {
  type CareerApplication,
  type CareerApplicationReceipt,
  careerApplicationLimits,
  careerApplicationReceiptSchema,
  cvAccept,
  cvFileProblem,
} from "@quillspin/contracts";
import { useEffect, useRef } from "react";
import { ApiRequestError } from "../api/api-request-error";
import { browserApi } from "../api/browser-api";
import { ConsentField } from "../forms/consent-field";
import { EmailField, FileField, HoneypotField, SelectField, TextAreaField, TextField } from "../forms/fields";
import { FormFrame } from "../forms/form-frame";
import { FormSuccess } from "../forms/form-success";
import { useForm } from "../forms/use-form";
import "../forms/forms.css";
import { companyMessages } from "../locale/areas/company";
import { formsMessages } from "../locale/areas/forms";
import { useMessages } from "../locale/locale-context";
import type { PostedApplication } from "./application-action.server";
import {
  applicationBody,
  applicationFields,
  applicationSchema,
  emptyApplication,
} from "./application-fields";

/** The id of the form on the careers page; each position's "Apply" link goes to it with `?role=`. */
export const APPLICATION_FORM_ID = "apply";

/**
 * The careers form: checked by the contract's schema as the applicant types (the CV by its name and
 * size), sent to the API as multipart with the CV; before scripts run, posted to the page's action,
 * which does the same from the site's server. The API reads the CV's bytes before keeping it.
 */
export function ApplicationForm({ posted }: { posted: PostedApplication | undefined }) {
  const m = useMessages(companyMessages, formsMessages);
  const t = m.company.application;
  const file = useRef<File | null>(null);
  const form = useForm({
    schema: applicationSchema,
    initial: emptyApplication,
    fields: applicationFields,
    send: (data: CareerApplication) => {
      const cv = file.current;
      const problem = cv ? cvFileProblem(cv) : "Attach your CV as a PDF or Word (.docx) file";
      if (!cv || problem) {
        return Promise.reject(new ApiRequestError(problem ?? "", 400, { message: `body.cv: ${problem}` }));
      }
      return browserApi.post<CareerApplicationReceipt>("/careers/applications", applicationBody(data, cv), {
        schema: careerApplicationReceiptSchema,
      });
    },
    routeAction: { posted },
  });
  const { setValue } = form;

  // A position's "Apply" link names its role in the address: the form starts with it chosen.
  useEffect(() => {
    const role = new URLSearchParams(window.location.search).get("role");
    if (role && careersPage.positions.some((position) => position.id === role)) setValue("role", role);
  }, [setValue]);

  if (form.result) {
    return (
      <FormSuccess form={form} title={t.successTitle} text={t.successText}>
        <button
          type="button"
          className="button"
          onClick={() => {
            file.current = null;
            form.startOver();
          }}
        >
          {t.another}
        </button>
      </FormSuccess>
    );
  }

  const cvField = form.textField("cv");
  return (
    <FormFrame
      form={form}
      id={APPLICATION_FORM_ID}
      title={t.title}
      lead={t.lead}
      submit={t.submit}
      encType="multipart/form-data"
    >
      <div className="form__row">
        <TextField {...form.textField("name")} label={t.name} autoComplete="name" />
        <EmailField {...form.textField("email")} label={t.email} hint={t.emailHint} autoComplete="email" />
      </div>
      <SelectField
        {...form.textField("role")}
        label={t.role}
        placeholder={t.rolePlaceholder}
        options={careersPage.positions.map((position) => ({ value: position.id, label: position.title }))}
      />
      <FileField
        id={cvField.id}
        name={cvField.name}
        error={cvField.error}
        label={t.cv}
        hint={t.cvHint(careerApplicationLimits.cvMaxBytes / 1024 / 1024)}
        accept={cvAccept}
        onFile={(chosen) => {
          file.current = chosen;
          cvField.onValue(chosen?.name ?? "");
          const problem = chosen && cvFileProblem(chosen);
          if (problem) form.setErrors({ ...form.errors, cv: problem });
        }}
      />
      <TextAreaField
        {...form.textField("note")}
        label={t.note}
        optional
        hint={t.noteHint(careerApplicationLimits.note)}
        rows={5}
      />
      <ConsentField {...form.checkboxField("consent")} text={t.consent} textEnd={t.consentEnd} />
      <HoneypotField {...form.honeypotField("website")} />
    </FormFrame>
  );
}
