import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadMessages } from "../locale/messages";
import { TextField } from "./fields";
import type { SubmittedForm } from "./form-action";
import { FormFrame, type FormFrameState } from "./form-frame";
import { FormSuccess } from "./form-success";
import { useForm } from "./use-form";
import { summaryOf } from "./use-form-submission";
import { usePostedForm } from "./use-posted-form";

beforeAll(() => loadMessages("en"));

const state: FormFrameState = {
  busy: false,
  summary: [{ fieldId: "f-email", message: "Enter your email address" }],
  summaryRef: { current: null },
  onSubmit: () => {},
  titleId: "f-title",
};

describe("FormFrame", () => {
  it("is named by its own heading, with the summary above the fields and the button below", () => {
    const html = renderToStaticMarkup(
      <FormFrame form={state} title="Change your password" titleAs="h3" lead="Lead" submit="Save">
        <p>fields</p>
      </FormFrame>,
    );
    expect(html).toMatch(/^<form class="form" novalidate="" aria-labelledby="f-title" method="post">/i);
    expect(html).toContain('<h3 id="f-title">Change your password</h3><p class="form__lead">Lead</p>');
    expect(html.indexOf("form-summary")).toBeLessThan(html.indexOf("<p>fields</p>"));
    expect(html.indexOf("<p>fields</p>")).toBeLessThan(html.indexOf('type="submit"'));
    expect(html).toContain('<a href="#f-email">Enter your email address</a>');
    expect(html).not.toContain("<noscript>");
  });

  it("is named by a label when the page's heading is outside it, and explains itself without scripts", () => {
    const html = renderToStaticMarkup(
      <FormFrame
        form={state}
        label="Forgot your password?"
        noScript="Turn on JavaScript"
        submit="Send"
        after={<p>after</p>}
      >
        <p>fields</p>
      </FormFrame>,
    );
    expect(html).toContain('aria-label="Forgot your password?"');
    expect(html).not.toContain("aria-labelledby");
    expect(html).not.toMatch(/<h[23] id=/);
    expect(html).toContain('<noscript><p class="form__noscript">Turn on JavaScript</p></noscript>');
    expect(html.indexOf('type="submit"')).toBeLessThan(html.indexOf("<p>after</p>"));
  });
});

describe("FormSuccess", () => {
  it("is a focusable status with the title at the level asked for", () => {
    const html = renderToStaticMarkup(
      <FormSuccess form={{ successRef: { current: null } }} title="Done" titleAs="h3" text="All set">
        <button type="button">Again</button>
      </FormSuccess>,
    );
    expect(html).toBe(
      '<div class="form-success" role="status" tabindex="-1"><h3 class="form-success__title">Done</h3><p>All set</p><button type="button">Again</button></div>',
    );
  });
});

describe("useForm", () => {
  const schema = z.object({ jobTitle: z.string().min(1) });
  const fields = { jobTitle: "job-title" } as const;

  function JobForm() {
    const form = useForm({ schema, initial: { jobTitle: "" }, fields, send: async () => true });
    return (
      <FormFrame form={form} title="Your details" submit="Save">
        <TextField {...form.textField("jobTitle")} label="Role" />
      </FormFrame>
    );
  }

  it("gives each field an id unique on the page, ending as the form asks, and names the form by its title", () => {
    const html = renderToStaticMarkup(
      <>
        <JobForm />
        <JobForm />
      </>,
    );
    const ids = [...html.matchAll(/ id="([^"]+-job-title)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(html).toContain(`<label class="field__label" for="${id}">Role</label>`);
    const titles = [...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((match) => match[1]);
    for (const title of titles) expect(html).toContain(`<h2 id="${title}">Your details</h2>`);
  });

  function PostedJobForm({ posted }: { posted: SubmittedForm<{ jobTitle: string }, boolean> | undefined }) {
    const form = useForm({
      schema,
      initial: { jobTitle: "" },
      fields,
      send: async () => true,
      routeAction: { posted },
    });
    if (form.result) return <FormSuccess form={form} title="Saved" text="Your details are saved" />;
    return (
      <FormFrame form={form} title="Your details" noScript="Turn on JavaScript" submit="Save">
        <TextField {...form.textField("jobTitle")} label="Role" />
      </FormFrame>
    );
  }

  it("waits for scripts only when the page has no action for the form", () => {
    expect(renderToStaticMarkup(<JobForm />)).toMatch(/<button type="submit"[^>]* disabled=""/);
    const html = renderToStaticMarkup(<PostedJobForm posted={undefined} />);
    expect(html).not.toContain("disabled");
    expect(html).not.toContain("<noscript>");
  });

  it("shows what the page's action answered: the field errors with the values sent, or the success", () => {
    const refused = renderToStaticMarkup(
      <PostedJobForm
        posted={{ values: { jobTitle: "x" }, errors: { jobTitle: "Too short" }, summary: null, result: null }}
      />,
    );
    expect(refused).toContain('value="x"');
    expect(refused).toContain('aria-invalid="true"');
    expect(refused).toMatch(/<a href="#[^"]+-job-title">Too short<\/a>/);
    const accepted = renderToStaticMarkup(
      <PostedJobForm posted={{ values: { jobTitle: "Lead" }, errors: {}, summary: null, result: true }} />,
    );
    expect(accepted).toContain("Your details are saved");
    expect(accepted).not.toContain("<form");
  });
});

describe("a form posted only to its route action (the back office's)", () => {
  const fields = { email: "email" } as const;
  const initial = { email: "", role: "editor" };
  type Posted = SubmittedForm<typeof initial, { sent: true }>;

  function InviteForm({ posted }: { posted: Posted | undefined }) {
    const form = usePostedForm({ initial, fields, posted, action: "/admin/staff" });
    return (
      <FormFrame form={form} label="Invite" submit="Send invitation">
        <TextField {...form.textField("email")} label="Email" />
      </FormFrame>
    );
  }

  const render = (posted: Posted | undefined) => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <InviteForm posted={posted} /> }]);
    return renderToStaticMarkup(<Stub />);
  };

  it("is React Router's form, posted to its action, ready before scripts run", () => {
    const html = render(undefined);
    const form = html.slice(0, html.indexOf(">") + 1);
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/admin/staff"');
    expect(html).toContain('aria-label="Invite"');
    expect(html).not.toContain("disabled");
  });

  it("shows a refusal with the values sent, and says above the form what no shown field explains", () => {
    const html = render({
      values: { email: "someone@", role: "owner" },
      errors: { email: "Enter a valid email address", role: "Choose a role" },
      summary: null,
      result: null,
    });
    expect(html).toContain('value="someone@"');
    expect(html).toMatch(
      /<a href="#[^"]+-email">Enter a valid email address<\/a><\/li><li>Choose a role<\/li>/,
    );
  });

  it("starts again from its starting values once the action accepted it", () => {
    const html = render({
      values: { email: "new@example.com", role: "editor" },
      errors: {},
      summary: null,
      result: { sent: true },
    });
    expect(html).toContain('value=""');
    expect(html).not.toContain("new@example.com");
    expect(html).not.toContain("form-summary");
  });
});

describe("summaryOf", () => {
  it("lists the form's sentence, then the shown fields in order, then what was said of hidden ones", () => {
    expect(
      summaryOf(
        { name: "f-name", email: "f-email" },
        { token: "Expired link", email: "Bad", name: "Empty" },
        "Try again",
      ),
    ).toEqual([
      { fieldId: null, message: "Try again" },
      { fieldId: "f-name", message: "Empty" },
      { fieldId: "f-email", message: "Bad" },
      { fieldId: null, message: "Expired link" },
    ]);
  });
});
