import { loginRequestSchema, type SessionTokens, sessionTokensSchema } from "@quillspin/contracts";
import { redirect } from "react-router";
import { emptySignIn } from "../../accounts/sign-in-fields";
import { serverApi } from "../../api/server-api.server";
import { type SubmittedForm, submitForm } from "../../forms/form-action";
import { readPostedForm } from "../../forms/posted-form.server";
import { forbidden, staffSessionOf } from "../staff-session.server";
import { safeReturnPath } from "./sign-in-address";

export type PostedStaffSignIn = SubmittedForm<typeof emptySignIn, { signedIn: true }>;

const unreachable = "The sign-in service cannot be reached. Try again in a moment.";

/**
 * Signs a staff member in from the posted form: the API checks the password, the site keeps the
 * tokens in the staff cookie and opens the page the staff member came from. Accounts that are not
 * staff get the 403 page and their new API session is ended at once.
 */
export async function signInStaff(request: Request, context: unknown): Promise<PostedStaffSignIn> {
  const api = serverApi(request);
  const formData = await readPostedForm(request);
  const returnTo = safeReturnPath(String(formData.get("returnTo") ?? ""));
  let tokens: SessionTokens | null = null;
  const posted = await submitForm(formData, {
    schema: loginRequestSchema,
    initial: emptySignIn,
    secret: ["password"],
    send: async (data) => {
      tokens = await api.post("/auth/login", data, { schema: sessionTokensSchema });
      return { signedIn: true as const };
    },
    unreachable,
  });
  if (!tokens) return posted;
  const signedIn: SessionTokens = tokens;
  const session = staffSessionOf(context);
  session.start(signedIn);
  const resolution = await session.resolve();
  if (resolution.kind !== "staff") {
    await api.post("/auth/logout", { refreshToken: signedIn.refreshToken }).catch(() => undefined);
    session.end();
    forbidden();
  }
  throw redirect(returnTo);
}

/** Ends the staff member's session at the API and in the browser. */
export async function signOutStaff(request: Request, context: unknown): Promise<void> {
  const session = staffSessionOf(context);
  const refreshToken = await session.refreshToken();
  // The cookie goes whatever the API answers: signing out must never leave the browser signed in.
  if (refreshToken)
    await serverApi(request)
      .post("/auth/logout", { refreshToken })
      .catch(() => undefined);
  session.end();
}
