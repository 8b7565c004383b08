import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { useMessages } from "../../locale/locale-context";
import { browserDemoEnvironment } from "./browser-environment";
import type { LauncherRequests } from "./demo-dialogs";
import { startDemo } from "./start-demo";

export interface DemoGame {
  slug: string;
  name: string;
}

interface DemoLauncher {
  /** Starts the demo; `opener` gets focus back when the dialogs close. */
  start: (game: DemoGame, opener: HTMLElement | null) => void;
}

// Every page holds the launcher, few visits open a dialog: the dialogs, their state and their
// stylesheet load with the first one asked for. Starting a demo stays here, so a phone's new window
// still opens inside the click itself, before anything is fetched.
const DemoDialogs = lazy(() => import("./demo-dialogs"));

const DemoLauncherContext = createContext<DemoLauncher | null>(null);

/** Holds the demo modal and the age question for every Play demo control below it. */
export function DemoLauncherProvider({ children }: { children: ReactNode }) {
  const m = useMessages();
  const [requests, setRequests] = useState<LauncherRequests | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const start = useCallback(
    (game: DemoGame, element: HTMLElement | null) => {
      opener.current = element;
      const environment = browserDemoEnvironment({
        popupBlockedMessage: m.demo.popupBlocked,
        unavailableText: m.demo.unavailable,
        // A new object each time, so asking again (or the same game again) opens its dialog again.
        askAge: (confirm, cancel) => setRequests((shown) => ({ ...shown, age: { confirm, cancel } })),
        openModal: (url) => setRequests((shown) => ({ ...shown, demo: { name: game.name, url } })),
      });
      void startDemo(game.slug, environment);
    },
    [m],
  );

  const value = useMemo(() => ({ start }), [start]);
  return (
    <DemoLauncherContext.Provider value={value}>
      {children}
      {requests ? (
        <Suspense fallback={null}>
          <DemoDialogs requests={requests} opener={opener} />
        </Suspense>
      ) : null}
    </DemoLauncherContext.Provider>
  );
}

/** The launcher, or null outside its provider, where a Play demo link simply opens the launch page. */
export function useDemoLauncher(): DemoLauncher | null {
  return useContext(DemoLauncherContext);
}
