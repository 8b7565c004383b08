import { redirect } from "react-router";
import { SIGN_IN_PATH } from "../admin/sign-in-address";
import { staffSessionMiddleware } from "../admin/staff-session.server";
import { signOutStaff } from "../admin/staff-sign-in.server";
import type { Route } from "./+types/admin-sign-out";

export const middleware: Route.MiddlewareFunction[] = [staffSessionMiddleware];

/** Only the sign-out form's post signs out; a link or a prefetch cannot. */
export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  await signOutStaff(request, context);
  return redirect(`${SIGN_IN_PATH}?signedOut=1`);
}
