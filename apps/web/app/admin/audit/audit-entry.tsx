import type { AuditEvent } from "@quillspin/contracts";
import { staffTime } from "../admin-time";
import { auditDiff } from "./audit-diff";

function Changes({ event }: { event: AuditEvent }) {
  const changes = auditDiff(event.before, event.after);
  if (changes.length === 0) return <p className="audit-entry__none">No recorded changes.</p>;
  return (
    <div className="audit-entry__changes">
      <table className="audit-diff">
        <caption className="visually-hidden">Changes made by this action</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{change.field}</th>
              <td className="audit-diff__before">
                {change.before === undefined ? (
                  <span className="audit-diff__absent">—</span>
                ) : (
                  <del>{change.before}</del>
                )}
              </td>
              <td className="audit-diff__after">
                {change.after === undefined ? (
                  <span className="audit-diff__absent">—</span>
                ) : (
                  <ins>{change.after}</ins>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One staff action: when, who, what, to which record, and the fields it changed. */
export function AuditEntry({ event }: { event: AuditEvent }) {
  return (
    <li className="audit-entry">
      <p className="audit-entry__summary">
        <time dateTime={event.at}>{staffTime(event.at, "second")}</time>
        <span className="audit-entry__actor">
          {event.actor.name} <span className="audit-entry__email">({event.actor.email})</span>
        </span>
        <code className="audit-entry__action">{event.action}</code>
        <span className="audit-entry__subject">
          {event.subject.type}: {event.subject.label}
        </span>
      </p>
      <Changes event={event} />
    </li>
  );
}
