import type { ReactNode, RefObject } from "react";

interface FormSuccessProps {
  /** Focused when it appears (see useFormSubmission), so the news is read out. */
  form: { successRef: RefObject<HTMLDivElement | null> };
  title: string;
  titleAs?: "h2" | "h3";
  text: string;
  /** What the visitor can do next: links or a button to start over. */
  children?: ReactNode;
}

/** What replaces a form once the API has accepted it. */
export function FormSuccess({ form, title, titleAs: Title = "h2", text, children }: FormSuccessProps) {
  return (
    <div ref={form.successRef} className="form-success" role="status" tabIndex={-1}>
      <Title className="form-success__title">{title}</Title>
      <p>{text}</p>
      {children}
    </div>
  );
}
