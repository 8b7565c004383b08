import { useEffect } from "react";

const ownKeys = "button, a, input, select, textarea, summary, [contenteditable], dialog[open] *";

/**
 * Space or Enter anywhere outside a control spins, or skips the step on show where the session's
 * profile has a quick stop (elsewhere the player's skip does nothing, decision 31); on a focused control
 * the key keeps its own meaning, so keyboard users never trigger a spin by accident.
 */
export function usePlayerKeys(onKey: () => void) {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.key !== " " && event.key !== "Enter") return;
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as Element | null;
      if (target?.closest(ownKeys) || document.querySelector("dialog[open]")) return;
      event.preventDefault();
      onKey();
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [onKey]);
}
