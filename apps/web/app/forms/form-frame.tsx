import { type FormEvent, Fragment, type ReactNode, type RefObject } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary, type SummaryItem } from "./error-summary";
import { SubmitButton } from "./submit-button";
import "./forms.css";

/** The part of `useForm` the frame shows: submit handling, the error summary and the title's id. */
export interface FormFrameState {
  busy: boolean;
  summary: readonly SummaryItem[];
  summaryRef: RefObject<HTMLDivElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  titleId: string;
  /** The page's route has an action for the form, so it is posted there when scripts are not running. */
  postsToRoute?: boolean;
  /**
   * Posted to the route action by React Router as well, never sent by script (the back office's
   * forms); `answers` counts the action's answers, each of which starts the fields again.
   */
  postedOnly?: { action?: string; answers: number };
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
 * fields and the submit button below them. A form posted only to its route action is React
 * Router's `<Form>`, busy while its post is on its way.
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
  const contents = (busy: boolean) => (
    <>
      {title ? <Title id={form.titleId}>{title}</Title> : null}
      {lead ? <p className="form__lead">{lead}</p> : null}
      {noScript && !form.postsToRoute ? (
        <noscript>
          <p className="form__noscript">{noScript}</p>
        </noscript>
      ) : null}
      <ErrorSummary ref={form.summaryRef} items={form.summary} />
      {form.postedOnly ? <Fragment key={form.postedOnly.answers}>{children}</Fragment> : children}
      <SubmitButton busy={busy} waitForScripts={!form.postsToRoute}>
        {submit}
      </SubmitButton>
      {after}
    </>
  );
  if (form.postedOnly) {
    return (
      <RouteForm
        id={id}
        action={form.postedOnly.action}
        encType={encType}
        labelledBy={title ? form.titleId : undefined}
        label={label}
      >
        {contents}
      </RouteForm>
    );
  }
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
      {contents(form.busy)}
    </form>
  );
}

/** The form React Router posts to the route action; busy while a post to that action is on its way. */
function RouteForm({
  id,
  action,
  encType,
  labelledBy,
  label,
  children,
}: {
  id: string | undefined;
  action: string | undefined;
  encType: "multipart/form-data" | undefined;
  labelledBy: string | undefined;
  label: string | undefined;
  children: (busy: boolean) => ReactNode;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && (action === undefined || navigation.formAction === action);
  return (
    <Form
      id={id}
      className="form"
      method="post"
      action={action}
      encType={encType}
      noValidate
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      {children(busy)}
    </Form>
  );
}
