import {
  staffInvitationAcceptanceSchema,
  staffInvitationAcceptedSchema,
  staffInvitationLookupResponseSchema,
  staffInvitationTokenSchema,
} from "@quillspin/contracts";
import { ApiRequestError } from "../../api/api-request-error";
import { serverApi } from "../../api/server-api.server";
import { submitForm } from "../../forms/form-action";
import { readPostedForm } from "../../forms/posted-form.server";
import { apiUnreachable } from "../admin-action-outcome.server";
import { emptyAcceptance } from "./staff-forms";

/** Who the link invites, or why it cannot be used; looking does not spend it. */
export async function lookUpInvitation(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const checked = staffInvitationTokenSchema.safeParse(token);
  if (!checked.success) return { token, invitation: null, refused: checked.error.issues[0]?.message ?? "" };
  try {
    const invitation = await serverApi(request).post(
      "/auth/staff-invitation/lookup",
      { token },
      { schema: staffInvitationLookupResponseSchema },
    );
    return { token, invitation, refused: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400 && error.serverMessage) {
      return { token, invitation: null, refused: error.serverMessage };
    }
    throw error;
  }
}

/** The acceptance form, checked with the contract's schema, then sent to the API; the password never comes back. */
export async function acceptInvitation(request: Request) {
  return submitForm(await readPostedForm(request), {
    schema: staffInvitationAcceptanceSchema,
    initial: emptyAcceptance,
    secret: ["password"],
    send: (body) =>
      serverApi(request).post("/auth/staff-invitation/accept", body, {
        schema: staffInvitationAcceptedSchema,
      }),
    unreachable: apiUnreachable,
  });
}
