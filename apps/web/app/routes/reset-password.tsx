import { resetPasswordRequestSchema } from "@quillspin/contracts";
import { useActionData } from "react-router";
import { EmailedLinkPage } from "../accounts/emailed-link-page";
import { isResetToken, ResetPasswordForm } from "../accounts/reset-password-form";
import { serverApi } from "../api/server-api.server";
import { submitForm } from "../forms/form-action";
import { useMessages } from "../locale/locale-context";
import { loadMessages, withAreas } from "../locale/messages";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/reset-password";
import "../accounts/accounts.css";
import { readPostedForm } from "../forms/posted-form.server";
import { accountsMessages } from "../locale/areas/accounts";
import { formsMessages } from "../locale/areas/forms";

/** The form posted before scripts run: the token comes from the link's address, as the form's does. */
export async function action({ request }: Route.ActionArgs) {
  const api = serverApi(request);
  const m = withAreas(await loadMessages(api.locale), api.locale, [formsMessages]);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return submitForm(await readPostedForm(request), {
    schema: resetPasswordRequestSchema,
    initial: { token, password: "" },
    secret: ["password"],
    send: async (data) => {
      await api.post("/auth/reset-password", data);
      return true as const;
    },
    unreachable: m.forms.unreachable,
  });
}

/** The page of the emailed link (`/reset-password?token=…`); opening it changes nothing until the form is sent. */
export default function ResetPassword() {
  const t = useMessages(accountsMessages, formsMessages).accounts.reset;
  const posted = useActionData<typeof action>();
  return (
    <EmailedLinkPage
      copy={t}
      isToken={isResetToken}
      retry={{ to: "/forgot-password", label: t.askAgain }}
      form={(token) => <ResetPasswordForm token={token} posted={posted} />}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, accountsMessages, formsMessages);
  return pageMeta({
    title: m.accounts.reset.title,
    description: m.accounts.reset.description,
    noindex: true,
  });
}
