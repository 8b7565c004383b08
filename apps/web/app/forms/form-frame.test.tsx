import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadMessages } from "../locale/messages";
import { TextField } from "./fields";
import type { SubmittedForm } from "./form-action";
import { FormFrame, type FormFrameState } from "./form-frame";
import { FormSuccess } from "./form-success";
import { useForm } from "./use-form";

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
