import { useRef, useState } from "react";
import { useHydrated } from "../../forms/use-hydrated";
import { demoReplayMessages } from "../../locale/areas/demo-replay";
import { useMessages } from "../../locale/locale-context";

/** Copies without the Clipboard API, which a frame without the clipboard permission is refused. */
function copySelected(field: HTMLInputElement): boolean {
  field.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  }
}

/**
 * Share: copies a replay's address and says so where the button is. Where the browser refuses both ways
 * of copying, the address is shown selected for the player to copy.
 */
export function ShareLink({ href, label }: { href: string; label?: string }) {
  const copy = useMessages(demoReplayMessages).demoReplay;
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "copied" | "by-hand">("idle");
  const field = useRef<HTMLInputElement>(null);

  async function share() {
    try {
      await navigator.clipboard.writeText(href);
      setState("copied");
      return;
    } catch {
      // The fallback below.
    }
    setState("by-hand");
    // The field appears with this render: select (and try to copy) it once it is there.
    requestAnimationFrame(() => {
      if (field.current && copySelected(field.current)) setState("copied");
    });
  }

  return (
    <span className="share-link">
      <button type="button" className="player-button" disabled={!hydrated} aria-label={label} onClick={share}>
        {copy.share}
      </button>
      <span className="share-link__status" role="status">
        {state === "copied" ? copy.copied : ""}
      </span>
      {state === "by-hand" ? (
        <label className="share-link__field">
          <span>{copy.copyByHand}</span>
          <input ref={field} readOnly value={href} onFocus={(event) => event.currentTarget.select()} />
        </label>
      ) : null}
    </span>
  );
}
