import type { ComponentProps } from "react";
import { CheckboxField } from "./fields";
import { PrivacyPolicyLink } from "./privacy-policy-link";

type ConsentFieldProps = Omit<ComponentProps<typeof CheckboxField>, "label"> & {
  /** The sentence around the link to the privacy policy. */
  text: string;
  textEnd: string;
};

/** The checkbox agreeing to the privacy policy, which the sentence links to. */
export function ConsentField({ text, textEnd, ...field }: ConsentFieldProps) {
  return (
    <CheckboxField
      {...field}
      label={
        <>
          {text} <PrivacyPolicyLink /> {textEnd}
        </>
      }
    />
  );
}
