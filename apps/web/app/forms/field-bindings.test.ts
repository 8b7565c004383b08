import { describe, expect, it, vi } from "vitest";
import { fieldBindings } from "./field-bindings";

const values = { email: "ana@riverside.example", consent: true, website: "" };

function bound() {
  const form = {
    values,
    errors: { email: "Enter a valid email address" },
    setValue: vi.fn(),
    blur: vi.fn(),
    setErrors: vi.fn(),
  };
  const ids = { email: "f-email", consent: "f-terms" };
  return { form, bindings: fieldBindings(form, ids, "f") };
}

describe("fieldBindings", () => {
  it("ties a text field to its id, value, error, changes and blur", () => {
    const { form, bindings } = bound();
    const email = bindings.textField("email");
    expect(email).toMatchObject({
      id: "f-email",
      name: "email",
      value: "ana@riverside.example",
      error: "Enter a valid email address",
    });
    email.onValue("ana@");
    email.onBlur();
    expect(form.setValue).toHaveBeenCalledWith("email", "ana@");
    expect(form.blur).toHaveBeenCalledWith("email");
  });

  it("ties a checkbox to its own id and checked state, without a blur check", () => {
    const { form, bindings } = bound();
    const consent = bindings.checkboxField("consent");
    expect(consent).toEqual({
      id: "f-terms",
      name: "consent",
      checked: true,
      error: undefined,
      onValue: expect.any(Function),
    });
    consent.onValue(false);
    expect(form.setValue).toHaveBeenCalledWith("consent", false);
  });

  it("gives the honeypot an id of its own though the summary does not list it", () => {
    const { bindings } = bound();
    expect(bindings.honeypotField("website")).toMatchObject({ id: "f-website", name: "website", value: "" });
  });
});
