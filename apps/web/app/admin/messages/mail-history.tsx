import type { MessageMail } from "@quillspin/contracts";
import { staffTime } from "../admin-time";
import { MailStateBadge } from "./message-table";

/** What happened to each mail about the message, oldest step first. */
export function MailHistory({ mails }: { mails: MessageMail[] }) {
  if (mails.length === 0) return <p>No mail was queued for this message.</p>;
  return (
    <ul className="mail-history">
      {mails.map((mail) => (
        <li key={mail.id} className="mail-history__mail">
          <p className="mail-history__heading">
            <MailStateBadge state={mail.state} /> To {mail.to}, {mail.attempts}{" "}
            {mail.attempts === 1 ? "attempt" : "attempts"}
          </p>
          <ol className="mail-history__steps">
            <li>Queued {staffTime(mail.queuedAt)}</li>
            {mail.requeuedAt ? <li>Queued again by staff {staffTime(mail.requeuedAt)}</li> : null}
            {mail.lastError ? (
              <li>
                Last refusal: <code>{mail.lastError}</code>
              </li>
            ) : null}
            {mail.nextAttemptAt ? <li>Next attempt {staffTime(mail.nextAttemptAt)}</li> : null}
            {mail.state === "failed" ? <li>Given up: waiting for someone to retry it</li> : null}
            {mail.sentAt ? <li>Sent {staffTime(mail.sentAt)}</li> : null}
          </ol>
        </li>
      ))}
    </ul>
  );
}
