import {
  type ChangePasswordRequest,
  changePasswordRequestSchema,
  type SessionTokens,
} from "@quillspin/contracts";
import { FormFrame } from "../forms/form-frame";
import { FormSuccess } from "../forms/form-success";
import { useForm } from "../forms/use-form";
import { useMessages } from "../locale/locale-context";
import { accountApi } from "../session/account-api";
import { session } from "../session/session";
import { NewPasswordField } from "./new-password-field";
import { PasswordField } from "./password-field";
import "../forms/forms.css";
import { accountsMessages } from "../locale/areas/accounts";
import { formsMessages } from "../locale/areas/forms";

const emptyChange = { currentPassword: "", newPassword: "" };
const changeFields = { currentPassword: "current", newPassword: "new" } as const;

/** The API signs every other session out and answers new tokens for this one, which the session keeps. */
export function ChangePasswordForm({ email }: { email: string }) {
  const m = useMessages(accountsMessages, formsMessages);
  const t = m.accounts.changePassword;
  const change = useForm({
    schema: changePasswordRequestSchema,
    initial: emptyChange,
    fields: changeFields,
    send: async (data: ChangePasswordRequest) => {
      const tokens = await accountApi.post<SessionTokens>("/auth/change-password", data);
      await session.signIn(tokens);
      return tokens;
    },
  });

  if (change.result) {
    return (
      <FormSuccess form={change} title={t.doneTitle} titleAs="h3" text={t.doneText}>
        <button type="button" className="button" onClick={change.startOver}>
          {t.again}
        </button>
      </FormSuccess>
    );
  }

  return (
    <FormFrame form={change} title={t.title} titleAs="h3" lead={t.lead} submit={t.submit}>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        {...change.textField("currentPassword")}
        autoComplete="current-password"
        label={t.current}
      />
      <NewPasswordField {...change.textField("newPassword")} label={t.next} />
    </FormFrame>
  );
}
