import type { FormEvent, ReactNode, RefObject } from "react";
import { ErrorSummary, type SummaryItem } from "./error-summary";
import { SubmitButton } from "./submit-button";

/** The part of `useForm` the frame shows: submit handling, the error summary and the title's id. */
export interface FormFrameState {
  busy: boolean;
  summary: readonly SummaryItem[];
  summaryRef: RefObject<HTMLDivElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  titleId: string;
  /** The page's route has an action for the form, so it is posted there when scripts are not running. */
  postsToRoute?: boolean;
}

interface FormFrameProps {
  form: FormFrameState;
  /** A heading inside the form that names it. */
  title?: string;
  titleAs?: "h2" | "h3";
  /** Names the form when its heading is the page's, outside it. */
  label?: string;
  lead?: string;
  /** Said when scripts are off and the form is sent by script only (no route action). */
  noScript?: string;
  submit: string;
  /** The fields, in order; the submit button follows them. */
  children: ReactNode;
  /** Below the submit button, e.g. a way to another form. */
  after?: ReactNode;
  /** `multipart/form-data` for a form with a file, posted to its route before scripts run. */
  encType?: "multipart/form-data";
  id?: string;
}

/**
 * The form every form of the site is: sent by script once the page is interactive (the browser's
 * own checks are off, the schema's are shown instead), and before that, or with scripts off,
 * posted to the page's route action when it has one; with its name, the error summary above the
 * fields and the submit button below them.
 */
export function FormFrame({
  form,
  title,
  titleAs: Title = "h2",
  label,
  lead,
  noScript,
  submit,
  children,
  after,
  encType,
  id,
}: FormFrameProps) {
  return (
    <form
      id={id}
      className="form"
      method="post"
      encType={encType}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={title ? form.titleId : undefined}
      aria-label={label}
    >
      {title ? <Title id={form.titleId}>{title}</Title> : null}
      {lead ? <p className="form__lead">{lead}</p> : null}
      {noScript && !form.postsToRoute ? (
        <noscript>
          <p className="form__noscript">{noScript}</p>
        </noscript>
      ) : null}
      <ErrorSummary ref={form.summaryRef} items={form.summary} />
      {children}
      <SubmitButton busy={form.busy} waitForScripts={!form.postsToRoute}>
        {submit}
      </SubmitButton>
      {after}
    </form>
  );
}
