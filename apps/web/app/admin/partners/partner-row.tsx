import { type AdminPartner, partnerActions, partnerRejectionLength } from "@quillspin/contracts";
import { Form } from "react-router";
import { TextAreaField } from "../../forms/fields";
import type { RowOutcome } from "../admin-action-outcome.server";
import { adminMoment } from "../admin-time";
import { partnerStatusLabels } from "./partner-status";

function ActionButton({
  partner,
  intent,
  primary = false,
}: {
  partner: AdminPartner;
  intent: "approve" | "enable" | "disable";
  primary?: boolean;
}) {
  return (
    <Form method="post" className="partner-row__action">
      <input type="hidden" name="id" value={partner.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`button admin-button--small${primary ? " button--primary" : ""}`}
        aria-label={`${partnerActions[intent]} ${partner.company}`}
      >
        {partnerActions[intent]}
      </button>
    </Form>
  );
}

/** A second step before a change the partner feels at once: open it, then confirm. Works without scripts. */
function Confirmed({ summary, children }: { summary: string; children: React.ReactNode }) {
  return (
    <details className="partner-row__confirm">
      <summary className="button admin-button--small">{summary}</summary>
      <div className="partner-row__confirm-body">{children}</div>
    </details>
  );
}

function RejectForm({ partner, outcome }: { partner: AdminPartner; outcome: RowOutcome | undefined }) {
  const posted = outcome?.intent === "reject" ? outcome.posted : undefined;
  const failed = posted && posted.result === null;
  const fieldId = `reject-reason-${partner.id}`;
  return (
    <details className="partner-row__confirm" open={failed || undefined}>
      <summary className="button admin-button--small">{partnerActions.reject}…</summary>
      <Form
        method="post"
        className="partner-row__confirm-body form"
        noValidate
        aria-label={`Reject ${partner.company}`}
      >
        <input type="hidden" name="id" value={partner.id} />
        {failed && posted.summary ? (
          <p className="field__error" role="alert">
            {posted.summary}
          </p>
        ) : null}
        <TextAreaField
          id={fieldId}
          name="reason"
          label="Reason the partner will read"
          hint={`Sent word for word in the rejection email. At most ${partnerRejectionLength.max} characters.`}
          defaultValue={failed ? String(posted.values.reason ?? "") : ""}
          error={failed ? posted.errors.reason : undefined}
          rows={3}
          required
          onValue={() => undefined}
        />
        <button
          type="submit"
          name="intent"
          value="reject"
          className="button button--primary admin-button--small"
        >
          Reject and email the reason
        </button>
      </Form>
    </details>
  );
}

/** One partner account: who they are, where their account stands, and what an administrator can do. */
export function PartnerRow({ partner, outcome }: { partner: AdminPartner; outcome: RowOutcome | undefined }) {
  const headingId = `partner-${partner.id}`;
  return (
    <li className="partner-row" aria-labelledby={headingId}>
      <div className="partner-row__who">
        <h2 id={headingId} className="partner-row__company">
          {partner.company}
        </h2>
        <p className={`partner-row__status partner-row__status--${partner.status}`}>
          {partnerStatusLabels[partner.status]}
        </p>
      </div>
      <dl className="partner-row__details">
        <div>
          <dt>Name</dt>
          <dd>{partner.name}</dd>
        </div>
        <div>
          <dt>Job title</dt>
          <dd>{partner.jobTitle}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            {partner.email} {partner.emailVerifiedAt ? "(confirmed)" : "(not confirmed yet)"}
          </dd>
        </div>
        <div>
          <dt>Registered</dt>
          <dd>{adminMoment(partner.createdAt)}</dd>
        </div>
        <div>
          <dt>Last sign-in</dt>
          <dd>{adminMoment(partner.lastSignInAt)}</dd>
        </div>
        {partner.status === "rejected" ? (
          <div className="partner-row__rejection">
            <dt>Rejected {adminMoment(partner.rejectedAt)}, reason sent</dt>
            <dd>{partner.rejectionReason}</dd>
          </div>
        ) : null}
      </dl>
      <div className="partner-row__actions">
        {partner.status === "pending" && partner.emailVerifiedAt ? (
          <ActionButton partner={partner} intent="approve" primary />
        ) : null}
        {partner.status === "pending" && !partner.emailVerifiedAt ? (
          <p className="partner-row__note">Can be approved once the email address is confirmed.</p>
        ) : null}
        {partner.status === "pending" ? <RejectForm partner={partner} outcome={outcome} /> : null}
        {partner.status === "pending" || partner.status === "approved" ? (
          <Confirmed summary={`${partnerActions.disable}…`}>
            <p>The partner is signed out everywhere at once and cannot sign in until re-enabled.</p>
            <ActionButton partner={partner} intent="disable" />
          </Confirmed>
        ) : null}
        {partner.status === "disabled" ? <ActionButton partner={partner} intent="enable" /> : null}
      </div>
      {outcome?.done || outcome?.refused ? (
        <p className={`admin-notice${outcome.refused ? " admin-notice--refused" : ""}`} role="status">
          {outcome.done ?? outcome.refused}
        </p>
      ) : null}
    </li>
  );
}
