import { Link, redirect, useActionData, useLoaderData } from "react-router";
import { useMessages } from "../../locale/locale-context";
import { adminMeta } from "../admin-meta";
import { staffTime } from "../admin-time";
import { requireStaff } from "../staff-session.server";
import { MailHistory } from "./mail-history";
import { runMessageAction } from "./message-actions.server";
import { AssignForm, HandlingForm, postedFor, ReadForm, RetryForm } from "./message-forms";
import { handlingStateLabels } from "./message-labels";
import { assignableStaff, openMessage } from "./messages-api.server";
import "./messages.css";
import { readPostedForm } from "../../forms/posted-form.server";
import { formsMessages } from "../../locale/areas/forms";
import type { Route } from "./+types/message.route";

export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  const [message, staff] = await Promise.all([openMessage(api, args.params.id), assignableStaff(api)]);
  return { message, staff };
}

/** Each form of the page posts here, before and without scripts too; the page then shows the new state. */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  const answer = await runMessageAction(api, args.params.id, await readPostedForm(args.request));
  // Opening the page marks it read again, so a message marked unread goes back to the list.
  if (answer.intent === "read" && answer.posted.result?.read === false) return redirect("/admin/messages");
  return answer;
}

/** "340 KB", "1.2 MB": a file's size as people read it. */
function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** One message in full: what the visitor wrote, who they are, its mail, and what the team did with it. */
export default function AdminMessage() {
  const { message, staff } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const topic = useMessages(formsMessages).forms.contact.topics[message.topic];
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${topic}`)}`;
  return (
    <>
      <p className="message-back">
        <Link to="/admin/messages">All messages</Link>
      </p>
      <header className="admin-page__header">
        <h1>
          {topic}: {message.name}
        </h1>
        <p className="admin-page__lead">
          Received {staffTime(message.receivedAt)} ·{" "}
          {handlingStateLabels[message.handled ? "handled" : "open"]}
          {message.handledBy ? ` by ${message.handledBy.by?.name ?? "a former staff member"}` : ""}
        </p>
      </header>
      <div className="message-page">
        <div className="message-page__main">
          {message.role ? (
            <section aria-labelledby="message-application">
              <h2 id="message-application">Application</h2>
              <dl className="message-facts">
                <dt>Role</dt>
                <dd>{message.role.title}</dd>
              </dl>
            </section>
          ) : null}
          {message.attachments.length > 0 ? (
            <section aria-labelledby="message-files">
              <h2 id="message-files">Files</h2>
              <ul className="message-files">
                {message.attachments.map((file) => (
                  <li key={file.id}>
                    <a href={`/admin/messages/${message.id}/files/${file.id}`} download={file.name}>
                      Download {file.name}
                    </a>{" "}
                    <span className="muted">
                      ({file.kind === "pdf" ? "PDF" : "Word document"}, {fileSize(file.sizeBytes)})
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="message-text">
            <h2 id="message-text">Message</h2>
            <div className="message-body">{message.message || "No message was written."}</div>
          </section>
          <section aria-labelledby="message-mail">
            <h2 id="message-mail">The studio's copy by mail</h2>
            <MailHistory mails={message.mails} />
            {message.mailState === "failed" ? <RetryForm posted={postedFor(answer, "retry")} /> : null}
          </section>
        </div>
        <aside className="message-page__side" aria-label="Sender and handling">
          <section aria-labelledby="message-sender">
            <h2 id="message-sender">Sender</h2>
            <dl className="message-facts">
              <dt>Name</dt>
              <dd>{message.name}</dd>
              <dt>Email</dt>
              <dd>{message.email}</dd>
              <dt>Company</dt>
              <dd>{message.company ?? "Not given"}</dd>
              <dt>Privacy policy accepted</dt>
              <dd>{staffTime(message.consentAt)}</dd>
            </dl>
            <p>
              <a className="button" href={reply}>
                Reply to {message.name} by email
              </a>
            </p>
          </section>
          <section aria-labelledby="message-handling">
            <h2 id="message-handling">Handling</h2>
            <AssignForm message={message} staff={staff} posted={postedFor(answer, "assign")} />
            <HandlingForm message={message} posted={postedFor(answer, "handling")} />
            <ReadForm message={message} posted={postedFor(answer, "read")} />
          </section>
        </aside>
      </div>
    </>
  );
}

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data ? `Message from ${data.message.name}` : "Message");
}
