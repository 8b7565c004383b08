import {
  staffAccountAnswerSchema,
  staffInvitationAnswerSchema,
  staffInvitationRequestSchema,
  staffRoleChangeRequestSchema,
} from "@quillspin/contracts";
import type { ApiClient } from "../../api/api-client";
import { submitForm } from "../../forms/form-action";
import { apiUnreachable, type RowOutcome, rowOutcome } from "../admin-action-outcome.server";
import { staffRoleLabels } from "../staff-member";
import { emptyInvitation, inviteFormId } from "./staff-forms";

const ID = /^[0-9a-f-]{36}$/i;

/**
 * One form of the staff page, posted as `intent` (and `id` for a listed person or invitation). The
 * invitation and the role change are checked with the contract's schemas before the API sees them.
 */
export async function manageStaff(api: ApiClient, formData: FormData): Promise<RowOutcome | null> {
  const intent = String(formData.get("intent") ?? "");
  if (intent === "invite") {
    const posted = await submitForm(formData, {
      schema: staffInvitationRequestSchema,
      initial: emptyInvitation,
      send: (body) => api.post("/admin/staff/invitations", body, { schema: staffInvitationAnswerSchema }),
      unreachable: apiUnreachable,
    });
    const sent = posted.result?.data;
    return {
      id: inviteFormId,
      intent,
      done: sent ? `Invitation emailed to ${sent.email}.` : null,
      refused: null,
      posted,
    };
  }
  const id = String(formData.get("id") ?? "");
  if (!ID.test(id)) return null;
  switch (intent) {
    case "resend":
      return rowOutcome(
        id,
        intent,
        () =>
          api.post(`/admin/staff/invitations/${id}/resend`, undefined, {
            schema: staffInvitationAnswerSchema,
          }),
        "A new link was emailed; the earlier one no longer works.",
      );
    case "revoke":
      return rowOutcome(
        id,
        intent,
        () => api.post(`/admin/staff/invitations/${id}/revoke`),
        "Invitation revoked.",
      );
    case "role": {
      const parsed = staffRoleChangeRequestSchema.safeParse({ role: formData.get("role") });
      if (!parsed.success)
        return { id, intent, done: null, refused: parsed.error.issues[0]?.message ?? null };
      return rowOutcome(
        id,
        intent,
        () => api.post(`/admin/staff/${id}/role`, parsed.data, { schema: staffAccountAnswerSchema }),
        `Now ${staffRoleLabels[parsed.data.role].toLowerCase()}.`,
      );
    }
    case "disable":
    case "enable":
      return rowOutcome(
        id,
        intent,
        () => api.post(`/admin/staff/${id}/${intent}`, undefined, { schema: staffAccountAnswerSchema }),
        intent === "disable" ? "Disabled and signed out everywhere." : "Enabled.",
      );
    default:
      return null;
  }
}
