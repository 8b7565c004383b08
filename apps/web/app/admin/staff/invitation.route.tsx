import { useMemo } from "react";
import { Link, useActionData, useLoaderData, useRouteError } from "react-router";
import { NewPasswordField } from "../../accounts/new-password-field";
import { TextField } from "../../forms/fields";
import { FormFrame } from "../../forms/form-frame";
import { usePostedForm } from "../../forms/use-posted-form";
import { AdminErrorView } from "../admin-error-view";
import { AdminFrame } from "../admin-frame";
import { adminErrorMeta, adminMeta } from "../admin-meta";
import { adminMoment } from "../admin-time";
import { staffRoleLabels } from "../staff-member";
import { staffSessionMiddleware } from "../staff-session.server";
import type { Route } from "./+types/invitation.route";
import { acceptInvitation, lookUpInvitation } from "./invitation-acceptance.server";
import { emptyAcceptance } from "./staff-forms";

// For its headers (never cached, never indexed) and its refusal of posts from other sites.
export const middleware: Route.MiddlewareFunction[] = [staffSessionMiddleware];

export async function loader({ request }: Route.LoaderArgs) {
  return lookUpInvitation(request);
}

export async function action({ request }: Route.ActionArgs) {
  return acceptInvitation(request);
}

const acceptanceFields = { name: "name", password: "password" } as const;

/** The mailed invitation's page: the invited person chooses their name and password. */
export default function AdminInvitation() {
  const { token, invitation, refused } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const initial = useMemo(() => ({ ...emptyAcceptance, token }), [token]);
  const form = usePostedForm({ initial, fields: acceptanceFields, posted });
  const accepted = posted?.result;
  return (
    <AdminFrame staff={null}>
      <div className="admin-sign-in">
        <header className="admin-page__header">
          <h1>Join the back office</h1>
          {invitation && !accepted ? (
            <p className="admin-page__lead">
              {invitation.email} is invited as {staffRoleLabels[invitation.role].toLowerCase()}. Choose your
              name and a password; the link works until {adminMoment(invitation.expiresAt)}.
            </p>
          ) : null}
        </header>
        {accepted ? (
          <div className="admin-notice" role="status">
            <p>{accepted.message}</p>
            <p>
              <Link to="/admin/sign-in">Sign in to the back office</Link>
            </p>
          </div>
        ) : invitation ? (
          <FormFrame form={form} label="Create your staff account" submit="Create account">
            <input type="hidden" name="token" value={token} />
            <TextField {...form.textField("name")} label="Your name" autoComplete="name" required />
            <NewPasswordField {...form.textField("password")} label="Password" required />
          </FormFrame>
        ) : (
          <p className="admin-notice" role="alert">
            {refused}
          </p>
        )}
      </div>
    </AdminFrame>
  );
}

export function meta({ error }: Route.MetaArgs) {
  return error ? adminErrorMeta(error) : adminMeta("Join the back office");
}

export function ErrorBoundary() {
  return (
    <AdminFrame staff={null}>
      <AdminErrorView error={useRouteError()} />
    </AdminFrame>
  );
}
