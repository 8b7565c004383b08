import type { MessageDetail, StaffMemberSummary } from "@quillspin/contracts";
import { useMemo } from "react";
import { SelectField } from "../../forms/fields";
import { FormFrame } from "../../forms/form-frame";
import { usePostedForm } from "../../forms/use-posted-form";
import type { MessageActionAnswer, MessageIntent } from "./message-actions.server";
import { emptyMessageForms } from "./message-form-values";

type Posted<I extends MessageIntent> = Extract<MessageActionAnswer, { intent: I }>["posted"] | undefined;

/** What the action answered for this form only: the page has several. */
export function postedFor<I extends MessageIntent>(
  answer: MessageActionAnswer | undefined,
  intent: I,
): Posted<I> {
  return answer?.intent === intent ? (answer.posted as Posted<I>) : undefined;
}

const Intent = ({ value }: { value: MessageIntent }) => <input type="hidden" name="intent" value={value} />;

/** A button's form: its values are hidden, so anything wrong with them is said above the button. */
const noShownFields = {} as const;

export function HandlingForm({ message, posted }: { message: MessageDetail; posted: Posted<"handling"> }) {
  const next = message.handled ? "open" : "handled";
  const submit = message.handled ? "Reopen" : "Mark handled";
  const form = usePostedForm({ initial: emptyMessageForms.handling, fields: noShownFields, posted });
  return (
    <FormFrame form={form} label={submit} submit={submit}>
      <Intent value="handling" />
      <input type="hidden" name="state" value={next} />
    </FormFrame>
  );
}

export function ReadForm({ message, posted }: { message: MessageDetail; posted: Posted<"read"> }) {
  const form = usePostedForm({ initial: emptyMessageForms.read, fields: noShownFields, posted });
  return message.read ? (
    <FormFrame form={form} label="Mark unread" submit="Mark unread">
      <Intent value="read" />
      <input type="hidden" name="read" value="unread" />
    </FormFrame>
  ) : null;
}

const assignFields = { assigneeId: "assignee" } as const;

export function AssignForm({
  message,
  staff,
  posted,
}: {
  message: MessageDetail;
  staff: StaffMemberSummary[];
  posted: Posted<"assign">;
}) {
  // The message's assignee as loaded: after an accepted change the page's new data says who it is.
  const assigneeId = message.assignee?.id ?? "";
  const initial = useMemo(() => ({ assigneeId }), [assigneeId]);
  const form = usePostedForm({ initial, fields: assignFields, posted });
  return (
    <FormFrame form={form} label="Assign the message" submit="Assign">
      <Intent value="assign" />
      <SelectField
        {...form.textField("assigneeId")}
        label="Assignee"
        placeholder="Nobody"
        options={staff.map((member) => ({ value: member.id, label: `${member.name} (${member.email})` }))}
      />
    </FormFrame>
  );
}

export function RetryForm({ posted }: { posted: Posted<"retry"> }) {
  const form = usePostedForm({ initial: emptyMessageForms.retry, fields: noShownFields, posted });
  return (
    <FormFrame form={form} label="Retry the mail" submit="Retry sending">
      <Intent value="retry" />
    </FormFrame>
  );
}
