import type { MessageSummary } from "@quillspin/contracts";
import { Link } from "react-router";
import { formsMessages } from "../../locale/areas/forms";
import { useMessages } from "../../locale/locale-context";
import { staffTime } from "../admin-time";
import { deliveryStateLabels, handlingStateLabels } from "./message-labels";

export function MailStateBadge({ state }: { state: MessageSummary["mailState"] }) {
  if (!state) return <span className="message-badge">No mail</span>;
  return <span className={`message-badge message-badge--${state}`}>{deliveryStateLabels[state]}</span>;
}

/** The messages of one page, newest first; unread ones in bold and said to be unread. */
export function MessageTable({ messages }: { messages: MessageSummary[] }) {
  const topics = useMessages(formsMessages).forms.contact.topics;
  return (
    // The table may be wider than a tablet: its own region scrolls and can be scrolled by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="message-table__scroll" aria-label="Messages" tabIndex={0}>
      <table className="message-table">
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">From</th>
            <th scope="col">Topic</th>
            <th scope="col">Message</th>
            <th scope="col">Assignee</th>
            <th scope="col">State</th>
            <th scope="col">Mail</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id} className={message.read ? undefined : "message-table__unread"}>
              <td>{staffTime(message.receivedAt)}</td>
              <td>
                <span className="message-table__sender">{message.name}</span>
                {message.company ? <span className="message-table__company">{message.company}</span> : null}
                <span className="message-table__email">{message.email}</span>
              </td>
              <td>
                {topics[message.topic]}
                {message.role ? <span className="message-table__role">{message.role.title}</span> : null}
                {message.files > 0 ? (
                  <span className="message-table__role">
                    {message.files === 1 ? "1 file" : `${message.files} files`}
                  </span>
                ) : null}
              </td>
              <td>
                <Link to={`/admin/messages/${message.id}`} className="message-table__open">
                  {message.read ? null : <span className="message-badge message-badge--unread">Unread</span>}{" "}
                  {message.excerpt || "No message was written."}
                </Link>
              </td>
              <td>{message.assignee?.name ?? "Nobody"}</td>
              <td>{handlingStateLabels[message.handled ? "handled" : "open"]}</td>
              <td>
                <MailStateBadge state={message.mailState} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
