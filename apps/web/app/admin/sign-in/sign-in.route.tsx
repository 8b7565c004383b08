import { redirect, useActionData, useLoaderData, useRouteError } from "react-router";
import { PasswordField } from "../../accounts/password-field";
import { emptySignIn, signInFields } from "../../accounts/sign-in-fields";
import { EmailField } from "../../forms/fields";
import { FormFrame } from "../../forms/form-frame";
import { usePostedForm } from "../../forms/use-posted-form";
import { AdminErrorView } from "../admin-error-view";
import { AdminFrame } from "../admin-frame";
import { adminErrorMeta, adminMeta } from "../admin-meta";
import { staffSessionMiddleware, staffSessionOf } from "../staff-session.server";
import type { Route } from "./+types/sign-in.route";
import { safeReturnPath } from "./sign-in-address";
import { signInStaff } from "./staff-sign-in.server";

export const middleware: Route.MiddlewareFunction[] = [staffSessionMiddleware];

/** A staff member who is already signed in goes straight on to the page they asked for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const returnTo = safeReturnPath(query.get("returnTo"));
  const resolution = await staffSessionOf(context).resolve();
  if (resolution.kind === "staff") throw redirect(returnTo);
  return {
    returnTo,
    ended: query.get("ended") === "1" || (resolution.kind === "anonymous" && resolution.ended),
    signedOut: query.get("signedOut") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInStaff(request, context);
}

export default function AdminSignIn() {
  const { returnTo, ended, signedOut } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const form = usePostedForm({ initial: emptySignIn, fields: signInFields, posted });
  return (
    <AdminFrame staff={null}>
      <div className="admin-sign-in">
        <header className="admin-page__header">
          <h1>Sign in to the back office</h1>
          <p className="admin-page__lead">For the studio's editors and administrators.</p>
        </header>
        {ended && !posted ? (
          <p className="admin-notice" role="status">
            Your session has ended: you were away for 30 minutes, or it was ended elsewhere. Sign in again to
            return to the page you were on.
          </p>
        ) : null}
        {signedOut && !posted ? (
          <p className="admin-notice" role="status">
            You are signed out.
          </p>
        ) : null}
        <FormFrame form={form} label="Sign in" submit="Sign in">
          <input type="hidden" name="returnTo" value={returnTo} />
          <EmailField {...form.textField("email")} label="Email" autoComplete="username" required />
          <PasswordField
            {...form.textField("password")}
            label="Password"
            autoComplete="current-password"
            required
          />
        </FormFrame>
      </div>
    </AdminFrame>
  );
}

export function meta({ error }: Route.MetaArgs) {
  return error ? adminErrorMeta(error) : adminMeta("Sign in");
}

/** A partner's or visitor's account signing in here gets the access-denied page (403). */
export function ErrorBoundary() {
  return (
    <AdminFrame staff={null}>
      <AdminErrorView error={useRouteError()} />
    </AdminFrame>
  );
}
