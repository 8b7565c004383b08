// Apart from the wallet settings' schema, so the report's filters can offer currencies without zod.
import { hasMinorUnit } from "@quillspin/contracts/minor-units";

/**
 * Every currency the browser knows (ISO 4217) that money can be counted in, with its English name, for
 * the currency pickers: the codes with no minor unit (XDR, XSU…) are left out, as the API refuses them.
 */
export function currencyOptions(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "currency" });
  return Intl.supportedValuesOf("currency")
    .filter(hasMinorUnit)
    .map((code) => ({
      value: code,
      label: `${code} · ${names.of(code) ?? code}`,
    }));
}
