import { defaultLocale, isLocaleCode } from "@quillspin/contracts";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepEarlyInput } from "./first-paint/early-input";
import { followStylesheetLinks } from "./first-paint/first-paint";
import { loadMessages } from "./locale/messages";

async function mount() {
  const lang = document.documentElement.lang;
  await loadMessages(isLocaleCode(lang) ? lang : defaultLocale);
  // Stylesheets the server wrote inline go when a navigation drops their links.
  followStylesheetLinks(document);
  // Read as late as possible: whatever the visitor types until hydration starts is kept.
  keepEarlyInput(document);
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
