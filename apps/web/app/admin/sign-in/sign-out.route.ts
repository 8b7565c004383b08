import { redirect } from "react-router";
import { readPostedForm } from "../../forms/posted-form.server";
import { staffSessionMiddleware } from "../staff-session.server";
import type { Route } from "./+types/sign-out.route";
import { SIGN_IN_PATH } from "./sign-in-address";
import { signOutStaff } from "./staff-sign-in.server";

export const middleware: Route.MiddlewareFunction[] = [staffSessionMiddleware];

/** Only the sign-out form's post signs out; a link or a prefetch cannot. */
export function loader() {
  return redirect("/admin");
}

/** The sign-out form's post, read like every form (a body of another kind is refused before signing out). */
export async function action({ request, context }: Route.ActionArgs) {
  await readPostedForm(request);
  await signOutStaff(request, context);
  return redirect(`${SIGN_IN_PATH}?signedOut=1`);
}
