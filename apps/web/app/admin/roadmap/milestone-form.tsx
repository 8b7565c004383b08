import { MILESTONE_TEXT_MAX, MILESTONE_TITLE_MAX } from "@quillspin/contracts";
import { SelectField, TextAreaField, TextField } from "../../forms/fields";
import type { SubmittedForm } from "../../forms/form-action";
import { FormFrame } from "../../forms/form-frame";
import { usePostedForm } from "../../forms/use-posted-form";
import { companyMessages } from "../../locale/areas/company";
import { roadmapMessages } from "../../locale/areas/roadmap";
import { useMessages } from "../../locale/locale-context";
import {
  type MilestoneFormValues,
  milestoneKinds,
  milestoneStatuses,
  shownMilestoneFields,
} from "./milestone-fields";

interface MilestoneFormProps {
  label: string;
  submit: string;
  /** The add form's empty values, or the edited milestone's (the edit form also names its version). */
  initial: MilestoneFormValues;
  posted: SubmittedForm<MilestoneFormValues, unknown> | undefined;
  /** Hidden fields: the intent, and for an edit the milestone and the version it started from. */
  hidden: Record<string, string>;
}

/** The add and edit forms: one set of fields, checked by the contract's schema in the route action. */
export function MilestoneForm({ label, submit, initial, posted, hidden }: MilestoneFormProps) {
  const m = useMessages(roadmapMessages, companyMessages);
  const labels = m.roadmap.admin.fields;
  const form = usePostedForm({ initial, fields: shownMilestoneFields, posted });
  return (
    <FormFrame form={form} label={label} submit={submit}>
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
        {...form.textField("kind")}
        label={labels.kind}
        placeholder={m.roadmap.admin.kindPlaceholder}
        options={milestoneKinds.map((kind) => ({ value: kind, label: m.company.milestoneKind[kind] }))}
      />
      <SelectField
        {...form.textField("status")}
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
    </FormFrame>
  );
}
