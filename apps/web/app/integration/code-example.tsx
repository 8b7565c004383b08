import { useState } from "react";
import { useHydrated } from "../forms/use-hydrated";
import { integrationMessages } from "../locale/areas/integration";
import { useMessages } from "../locale/locale-context";

/**
 * A titled block of code to copy as it is. The block is keyboard-focusable, since it scrolls sideways
 * on a phone; the Copy button appears once scripts run (before that, select the text), and says what
 * happened in a live region beside it.
 */
export function CodeExample({ id, title, code }: { id: string; title: string; code: string }) {
  const t = useMessages(integrationMessages).integration.examples;
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setState("copied");
    } catch {
      // No clipboard permission (an embedding frame, an old browser): say how to copy by hand.
      setState("failed");
    }
  }

  return (
    <figure className="code-example" data-example={id}>
      <figcaption className="code-example__bar">
        <span id={`${id}-title`} className="code-example__title">
          {title}
        </span>
        {hydrated ? (
          <span className="code-example__copy">
            <button
              type="button"
              className="code-example__button"
              aria-describedby={`${id}-title`}
              onClick={copy}
            >
              {t.copy}
            </button>
            <span role="status" className="code-example__status">
              {state === "copied" ? t.copied : state === "failed" ? t.copyFailed : ""}
            </span>
          </span>
        ) : null}
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a block that scrolls sideways must take the keyboard's focus */}
      <pre className="code-example__code" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
