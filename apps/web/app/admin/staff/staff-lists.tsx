import type { StaffAccount, StaffInvitation } from "@quillspin/contracts";
import { Form } from "react-router";
import type { RowOutcome } from "../admin-action-outcome.server";
import { adminMoment } from "../admin-time";
import { staffRoleLabels } from "../staff-member";

function Outcome({ outcome }: { outcome: RowOutcome | undefined }) {
  if (!outcome?.done && !outcome?.refused) return null;
  return (
    <p className={`admin-notice${outcome.refused ? " admin-notice--refused" : ""}`} role="status">
      {outcome.done ?? outcome.refused}
    </p>
  );
}

function RowButton({ id, intent, label, name }: { id: string; intent: string; label: string; name: string }) {
  return (
    <Form method="post" className="staff-table__form">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="button admin-button--small"
        aria-label={`${label}: ${name}`}
      >
        {label}
      </button>
    </Form>
  );
}

/** Editors and administrators with their role, status and last sign-in, and the changes an administrator can make. */
export function StaffTable({
  staff,
  selfId,
  outcome,
}: {
  staff: StaffAccount[];
  selfId: string;
  outcome: RowOutcome | undefined;
}) {
  return (
    <table className="staff-table">
      <caption>Staff</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Role</th>
          <th scope="col">Status</th>
          <th scope="col">Last sign-in</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {staff.map((member) => {
          const other = member.role === "admin" ? "editor" : "admin";
          return (
            <tr key={member.id}>
              <th scope="row">
                {member.name}
                {member.id === selfId ? " (you)" : ""}
                <span className="staff-table__email">{member.email}</span>
              </th>
              <td>{staffRoleLabels[member.role]}</td>
              <td>{member.status === "disabled" ? "Disabled" : "Active"}</td>
              <td>{adminMoment(member.lastSignInAt)}</td>
              <td>
                <div className="staff-table__actions">
                  <Form method="post" className="staff-table__form">
                    <input type="hidden" name="id" value={member.id} />
                    <input type="hidden" name="role" value={other} />
                    <button
                      type="submit"
                      name="intent"
                      value="role"
                      className="button admin-button--small"
                      aria-label={`Make ${staffRoleLabels[other].toLowerCase()}: ${member.name}`}
                    >
                      Make {staffRoleLabels[other].toLowerCase()}
                    </button>
                  </Form>
                  {member.status === "disabled" ? (
                    <RowButton id={member.id} intent="enable" label="Enable" name={member.name} />
                  ) : (
                    <details className="partner-row__confirm">
                      <summary className="button admin-button--small">Disable…</summary>
                      <div className="partner-row__confirm-body">
                        <p>{member.name} is signed out everywhere at once.</p>
                        <RowButton id={member.id} intent="disable" label="Disable" name={member.name} />
                      </div>
                    </details>
                  )}
                </div>
                <Outcome outcome={outcome?.id === member.id ? outcome : undefined} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Invitations that can still be accepted, each with a resend (new link, new expiry) and a revoke. */
export function InvitationList({
  invitations,
  outcome,
}: {
  invitations: StaffInvitation[];
  outcome: RowOutcome | undefined;
}) {
  if (invitations.length === 0) return <p>No invitation is waiting to be accepted.</p>;
  return (
    <ul className="staff-invitations" aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="staff-invitations__item">
          <p>
            <strong>{invitation.email}</strong> as {staffRoleLabels[invitation.role].toLowerCase()}, invited
            by {invitation.invitedBy}; the link expires {adminMoment(invitation.expiresAt)}.
          </p>
          <div className="staff-table__actions">
            <RowButton id={invitation.id} intent="resend" label="Resend" name={invitation.email} />
            <RowButton id={invitation.id} intent="revoke" label="Revoke" name={invitation.email} />
          </div>
          <Outcome outcome={outcome?.id === invitation.id ? outcome : undefined} />
        </li>
      ))}
    </ul>
  );
}
