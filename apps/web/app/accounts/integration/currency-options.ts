// Apart from the wallet settings' schema, so the report's filters can offer currencies without zod.

/** Every currency the browser knows (ISO 4217), with its English name, for the currency pickers. */
export function currencyOptions(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "currency" });
  return Intl.supportedValuesOf("currency").map((code) => ({
    value: code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
}
