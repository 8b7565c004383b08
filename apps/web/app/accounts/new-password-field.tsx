import { passwordLength } from "@quillspin/contracts";
import type { ComponentProps } from "react";
import { accountsMessages } from "../locale/areas/accounts";
import { useMessages } from "../locale/locale-context";
import { PasswordField } from "./password-field";

type NewPasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, "autoComplete" | "hint">;

/** A password being chosen: password managers may offer one, and the length rule is shown under the label. */
export function NewPasswordField(props: NewPasswordFieldProps) {
  const m = useMessages(accountsMessages);
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      hint={m.accounts.password.hint(passwordLength.min, passwordLength.max)}
    />
  );
}
