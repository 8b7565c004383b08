import type { MessageDetail, StaffMemberSummary } from "@quillspin/contracts";
import type { SummaryItem } from "../../forms/error-summary";
import { AdminForm } from "../admin-form";
import type { MessageActionAnswer, MessageIntent } from "./message-actions.server";

type Posted<I extends MessageIntent> = Extract<MessageActionAnswer, { intent: I }>["posted"] | undefined;

/** What the action answered for this form only: the page has several. */
export function postedFor<I extends MessageIntent>(
  answer: MessageActionAnswer | undefined,
  intent: I,
): Posted<I> {
  return answer?.intent === intent ? (answer.posted as Posted<I>) : undefined;
}

function summaryOf(
  posted: { summary: string | null; errors: Record<string, string | undefined> } | undefined,
  fieldId: string | null,
): SummaryItem[] {
  if (!posted) return [];
  return [
    ...(posted.summary ? [{ fieldId: null, message: posted.summary }] : []),
    ...Object.values(posted.errors).flatMap((message) => (message ? [{ fieldId, message }] : [])),
  ];
}

const Intent = ({ value }: { value: MessageIntent }) => <input type="hidden" name="intent" value={value} />;

export function HandlingForm({ message, posted }: { message: MessageDetail; posted: Posted<"handling"> }) {
  const next = message.handled ? "open" : "handled";
  const submit = message.handled ? "Reopen" : "Mark handled";
  return (
    <AdminForm label={submit} posted={posted} summary={summaryOf(posted, null)} submit={submit}>
      <Intent value="handling" />
      <input type="hidden" name="state" value={next} />
    </AdminForm>
  );
}

export function ReadForm({ message, posted }: { message: MessageDetail; posted: Posted<"read"> }) {
  return message.read ? (
    <AdminForm label="Mark unread" posted={posted} summary={summaryOf(posted, null)} submit="Mark unread">
      <Intent value="read" />
      <input type="hidden" name="read" value="unread" />
    </AdminForm>
  ) : null;
}

export function AssignForm({
  message,
  staff,
  posted,
}: {
  message: MessageDetail;
  staff: StaffMemberSummary[];
  posted: Posted<"assign">;
}) {
  const error = posted?.errors.assigneeId;
  const chosen = posted?.values.assigneeId ?? message.assignee?.id ?? "";
  return (
    <AdminForm
      label="Assign the message"
      posted={posted}
      summary={summaryOf(posted, "message-assignee")}
      submit="Assign"
    >
      <Intent value="assign" />
      <div className={`field${error ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor="message-assignee">
          Assignee
        </label>
        {error ? (
          <p id="message-assignee-error" className="field__error">
            {error}
          </p>
        ) : null}
        <select
          id="message-assignee"
          name="assigneeId"
          // A new answer from the action resets the choice to what it says.
          key={chosen}
          defaultValue={chosen}
          className="field__control field__control--select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "message-assignee-error" : undefined}
        >
          <option value="">Nobody</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name} ({member.email})
            </option>
          ))}
        </select>
      </div>
    </AdminForm>
  );
}

export function RetryForm({ posted }: { posted: Posted<"retry"> }) {
  return (
    <AdminForm
      label="Retry the mail"
      posted={posted}
      summary={summaryOf(posted, null)}
      submit="Retry sending"
    >
      <Intent value="retry" />
    </AdminForm>
  );
}
