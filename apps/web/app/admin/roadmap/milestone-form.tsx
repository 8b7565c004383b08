import { MILESTONE_TEXT_MAX, MILESTONE_TITLE_MAX } from "@quillspin/contracts";
import { SelectField, TextAreaField, TextField } from "../../forms/fields";
import type { SubmittedForm } from "../../forms/form-action";
import type { FormValues } from "../../forms/use-schema-form";
import { companyMessages } from "../../locale/areas/company";
import { roadmapMessages } from "../../locale/areas/roadmap";
import { useMessages } from "../../locale/locale-context";
import { AdminForm, usePostedFields } from "../admin-form";
import { milestoneKinds, milestoneStatuses, shownMilestoneFields } from "./milestone-fields";

interface MilestoneFormProps<V extends FormValues> {
  label: string;
  submit: string;
  initial: V;
  posted: SubmittedForm<V, unknown> | undefined;
  /** Hidden fields: the intent, and for an edit the milestone and the version it started from. */
  hidden: Record<string, string>;
}

/** The add and edit forms: one set of fields, checked by the contract's schema in the route action. */
export function MilestoneForm<V extends FormValues>({
  label,
  submit,
  initial,
  posted,
  hidden,
}: MilestoneFormProps<V>) {
  const m = useMessages(roadmapMessages, companyMessages);
  const labels = m.roadmap.admin.fields;
  const form = usePostedFields(initial, shownMilestoneFields, posted);
  const choice = (field: "kind" | "status") => ({ ...form.textField(field), onValue: () => undefined });
  return (
    <AdminForm label={label} posted={posted} summary={form.summary} submit={submit}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextField {...form.textField("title")} label={labels.title} maxLength={MILESTONE_TITLE_MAX} required />
      <TextField
        {...form.textField("month")}
        label={labels.month}
        hint={labels.monthHint}
        type="month"
        required
      />
      <SelectField
        {...choice("kind")}
        label={labels.kind}
        placeholder={m.roadmap.admin.kindPlaceholder}
        options={milestoneKinds.map((kind) => ({ value: kind, label: m.company.milestoneKind[kind] }))}
      />
      <SelectField
        {...choice("status")}
        label={labels.status}
        placeholder={m.roadmap.admin.statusPlaceholder}
        options={milestoneStatuses.map((status) => ({
          value: status,
          label: m.company.milestoneStatus[status],
        }))}
      />
      <TextAreaField
        {...form.textField("text")}
        label={labels.text}
        maxLength={MILESTONE_TEXT_MAX}
        rows={4}
      />
    </AdminForm>
  );
}
