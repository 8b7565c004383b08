import { type ComponentProps, useState } from "react";
import { TextField } from "../forms/fields";
import { accountsMessages } from "../locale/areas/accounts";
import { useMessages } from "../locale/locale-context";

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type">;

/** A password box with a switch to show what was typed, instead of asking for it twice. */
export function PasswordField({ id, ...field }: PasswordFieldProps) {
  const m = useMessages(accountsMessages);
  const [shown, setShown] = useState(false);
  return (
    <div className="password-field">
      <TextField
        {...field}
        id={id}
        type={shown ? "text" : "password"}
        spellCheck={false}
        autoCapitalize="none"
      />
      <label className="password-field__toggle" htmlFor={`${id}-show`}>
        <input
          id={`${id}-show`}
          type="checkbox"
          checked={shown}
          aria-controls={id}
          onChange={(event) => setShown(event.target.checked)}
        />
        {m.accounts.password.show}
      </label>
    </div>
  );
}
