import { demoLaunchPath } from "./demo-address";
import type { DemoOpening } from "./device";

/** The console messages of site.md section 8. */
export const NO_SLUG_MESSAGE = "Error: No slug game";
export const ADDRESS_FAILED_MESSAGE = "Error get URL game demo";

/** Everything the start function touches, handed in so it runs the same in tests as in a browser. */
export interface DemoEnvironment {
  opening: DemoOpening;
  /** The alert's text when the new window is blocked (site.md section 4). */
  popupBlockedMessage: string;
  isAgeConfirmed: () => boolean;
  /** Asks the visitor to confirm their age; `onConfirmed` runs inside the confirming click. */
  askAge: (onConfirmed: () => void, onCancelled: () => void) => void;
  rememberAge: () => void;
  /** `window.open`: null when the browser blocked the pop-up. */
  open: (url: string, target: "_blank") => unknown;
  assign: (url: string) => void;
  alert: (message: string) => void;
  /** Resolves to the demo address; a failed request has already shown its error toast. */
  fetchAddress: (slug: string) => Promise<string>;
  openModal: (gameUrl: string) => void;
  log: (message: string, error?: unknown) => void;
}

/**
 * Starts a game's demo (site.md section 4). On mobile the window is opened or navigated within the
 * click itself, before any request, so no pop-up blocker steps in; the launch page it loads fetches
 * the address. On desktop the address is fetched here and shown in the demo modal.
 */
export function startDemo(slug: string | null | undefined, environment: DemoEnvironment): Promise<void> {
  if (!slug) {
    environment.log(NO_SLUG_MESSAGE);
    return Promise.resolve();
  }
  if (environment.isAgeConfirmed()) return launch(slug, environment);
  return new Promise((resolve) => {
    environment.askAge(() => {
      environment.rememberAge();
      resolve(launch(slug, environment));
    }, resolve);
  });
}

function launch(slug: string, environment: DemoEnvironment): Promise<void> {
  if (environment.opening === "current-window") {
    environment.assign(demoLaunchPath(slug));
    return Promise.resolve();
  }
  if (environment.opening === "new-window") {
    if (!environment.open(demoLaunchPath(slug), "_blank")) environment.alert(environment.popupBlockedMessage);
    return Promise.resolve();
  }
  return environment.fetchAddress(slug).then(environment.openModal, (error: unknown) => {
    environment.log(ADDRESS_FAILED_MESSAGE, error);
  });
}
