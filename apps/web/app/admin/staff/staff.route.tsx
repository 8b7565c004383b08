import {
  staffInvitationListResponseSchema,
  staffInvitationValidHours,
  staffListResponseSchema,
  staffRoles,
} from "@quillspin/contracts";
import { data, useActionData, useLoaderData } from "react-router";
import { EmailField, SelectField } from "../../forms/fields";
import type { SubmittedForm } from "../../forms/form-action";
import { FormFrame } from "../../forms/form-frame";
import { usePostedForm } from "../../forms/use-posted-form";
import { adminMeta } from "../admin-meta";
import { staffRoleLabels } from "../staff-member";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/staff.route";
import { manageStaff } from "./staff-actions.server";
import { emptyInvitation, inviteFormId } from "./staff-forms";
import { InvitationList, StaffTable } from "./staff-lists";
import "../partners/partners.css";
import "./staff.css";
import { readPostedForm } from "../../forms/posted-form.server";

export async function loader(args: Route.LoaderArgs) {
  const { staff, api } = await requireStaff(args, { role: "admin" });
  const [members, invitations] = await Promise.all([
    api.get("/admin/staff", undefined, { schema: staffListResponseSchema }),
    api.get("/admin/staff/invitations", undefined, { schema: staffInvitationListResponseSchema }),
  ]);
  return { selfId: staff.id, staff: members.data, invitations: invitations.data };
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  const outcome = await manageStaff(api, await readPostedForm(args.request));
  if (!outcome) throw data(null, { status: 400 });
  return outcome;
}

const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));
const inviteFields = { email: "email", role: "role" } as const;

/** The studio's own people: who is on the staff, inviting more, roles and access. */
export default function AdminStaff() {
  const { selfId, staff, invitations } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const invite = outcome?.id === inviteFormId ? outcome : undefined;
  // The row outcome carries the invite form's answer; a sent invitation (an accepted answer) starts
  // the form again, empty for the next one.
  const posted = invite?.posted as SubmittedForm<typeof emptyInvitation, unknown> | undefined;
  const form = usePostedForm({ initial: emptyInvitation, fields: inviteFields, posted });
  return (
    <>
      <header className="admin-page__header">
        <h1>Staff</h1>
        <p className="admin-page__lead">
          Editors write news and the roadmap; administrators also run partners, messages, subscribers and the
          staff. The studio always keeps at least one active administrator.
        </p>
      </header>
      <StaffTable staff={staff} selfId={selfId} outcome={outcome} />
      <section className="staff-section" aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite a staff member</h2>
        <p>
          They get an email with a link that works once, for {staffInvitationValidHours} hours, to choose
          their name and password.
        </p>
        {invite?.done ? (
          <p className="admin-notice" role="status">
            {invite.done}
          </p>
        ) : null}
        <FormFrame form={form} label="Invite a staff member" submit="Send invitation">
          <input type="hidden" name="intent" value="invite" />
          <EmailField {...form.textField("email")} label="Email" autoComplete="off" required />
          <SelectField
            {...form.textField("role")}
            label="Role"
            placeholder="Choose a role"
            options={roleOptions}
            required
          />
        </FormFrame>
      </section>
      <section className="staff-section" aria-labelledby="invitations-heading">
        <h2 id="invitations-heading">Pending invitations</h2>
        <InvitationList invitations={invitations} outcome={outcome} />
      </section>
    </>
  );
}

export function meta() {
  return adminMeta("Staff");
}
