import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useMessages } from "../../locale/locale-context";
import { browserDemoEnvironment } from "./browser-environment";
import type { ShownDemo } from "./demo-modal";
import { startDemo } from "./start-demo";
import "./demo.css";

export interface DemoGame {
  slug: string;
  name: string;
}

interface DemoLauncher {
  /** Starts the demo; `opener` gets focus back when the dialogs close. */
  start: (game: DemoGame, opener: HTMLElement | null) => void;
}

// The dialogs load when a demo first needs one; once shown they stay mounted, so closing one is the
// native dialog's own close (focus goes back to what opened it).
const AgeGateDialog = lazy(() =>
  import("./age-gate-dialog").then(({ AgeGateDialog }) => ({ default: AgeGateDialog })),
);
const DemoModal = lazy(() => import("./demo-modal").then(({ DemoModal }) => ({ default: DemoModal })));

const DemoLauncherContext = createContext<DemoLauncher | null>(null);

interface AgeQuestion {
  confirm: () => void;
  cancel: () => void;
}

/** Holds the demo modal and the age question for every Play demo control below it. */
export function DemoLauncherProvider({ children }: { children: ReactNode }) {
  const m = useMessages();
  const [demo, setDemo] = useState<ShownDemo | null>(null);
  const [demoOpen, setDemoOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [askedOnce, setAskedOnce] = useState(false);
  const ageQuestion = useRef<AgeQuestion | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [returnFocus, setReturnFocus] = useState(0);

  // The dialogs' own effects close them first (children's effects run before this one); a link
  // clicked in Safari never had focus, so the browser's own return would land on the page body.
  useEffect(() => {
    if (returnFocus > 0) opener.current?.focus();
  }, [returnFocus]);

  const start = useCallback(
    (game: DemoGame, element: HTMLElement | null) => {
      opener.current = element;
      const environment = browserDemoEnvironment({
        popupBlockedMessage: m.demo.popupBlocked,
        unavailableText: m.demo.unavailable,
        askAge: (confirm, cancel) => {
          ageQuestion.current = { confirm, cancel };
          setAsking(true);
          setAskedOnce(true);
        },
        openModal: (url) => {
          setDemo({ name: game.name, url });
          setDemoOpen(true);
        },
      });
      void startDemo(game.slug, environment);
    },
    [m],
  );

  // Taken before the dialog closes, so its close event does not count the answer as a cancel.
  const answerAge = (confirmed: boolean) => {
    const question = ageQuestion.current;
    ageQuestion.current = null;
    setAsking(false);
    if (!question) return;
    if (confirmed) question.confirm();
    else {
      question.cancel();
      setReturnFocus((count) => count + 1);
    }
  };

  const value = useMemo(() => ({ start }), [start]);
  return (
    <DemoLauncherContext.Provider value={value}>
      {children}
      {askedOnce ? (
        <Suspense fallback={null}>
          <AgeGateDialog open={asking} onConfirm={() => answerAge(true)} onCancel={() => answerAge(false)} />
        </Suspense>
      ) : null}
      {demo ? (
        <Suspense fallback={null}>
          <DemoModal
            demo={demo}
            open={demoOpen}
            onClose={() => {
              setDemoOpen(false);
              setReturnFocus((count) => count + 1);
            }}
          />
        </Suspense>
      ) : null}
    </DemoLauncherContext.Provider>
  );
}

/** The launcher, or null outside its provider, where a Play demo link simply opens the launch page. */
export function useDemoLauncher(): DemoLauncher | null {
  return useContext(DemoLauncherContext);
}
