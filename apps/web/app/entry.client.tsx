import { defaultLocale, isLocaleCode } from "@quillspin/contracts";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { changedControls } from "./first-paint/changed-controls";
import { followStylesheetLinks } from "./first-paint/first-paint";
import { loadMessages } from "./locale/messages";

async function mount() {
  const lang = document.documentElement.lang;
  await loadMessages(isLocaleCode(lang) ? lang : defaultLocale);
  // Stylesheets the server wrote inline go when a navigation drops their links.
  followStylesheetLinks(document);
  // Read as late as possible: whatever the visitor types until hydration starts is kept. The hand-over's
  // code loads only when the visitor has changed a control, and is awaited so that no change is lost;
  // if it cannot load, the page still hydrates (React keeps the typed values on screen).
  if (changedControls(document).length > 0) {
    await import("./first-paint/early-input").then(
      ({ keepEarlyInput }) => keepEarlyInput(document),
      (error: unknown) => console.error("Failed to load the early-input hand-over", error),
    );
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

mount().catch((error: unknown) => {
  console.error("Failed to mount the application", error);
});
