import type { JurisdictionProfile } from "@quillspin/contracts";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { realityCheckMs } from "./player-profile";
import type { RealityCheckDialogProps } from "./reality-check-dialog";
import type { PlayerStatus } from "./use-demo-player";

// Only a profile with reality checks loads the dialog (decision 22: nothing before first paint that
// the page may not need).
const RealityCheckDialog = lazy(() =>
  import("./reality-check-dialog").then(({ RealityCheckDialog }) => ({ default: RealityCheckDialog })),
);

export interface RealityCheckState {
  /** The check is on screen: it stops play, and no other dialog of the player opens over it. */
  showing: boolean;
  /** The player answered "Continue playing": the next check falls due at the next interval. */
  dismiss: () => void;
}

/**
 * The profile's reality check (decision 31), due at every whole interval of session time (counted
 * from the launch, so a reload keeps the rhythm); none for a profile without. `onDue` runs as one falls
 * due, to stop an autoplay. A round under way plays to its end first; the check then shows until the
 * player answers. The player reads `showing` to keep its other dialogs shut meanwhile: a dialog opened
 * in the same moment (its code loading on first opening) would otherwise cover the check.
 */
export function useRealityCheck(
  profile: JurisdictionProfile,
  startedAt: string,
  status: PlayerStatus,
  onDue: () => void,
): RealityCheckState {
  const intervalMs = realityCheckMs(profile);
  const [due, setDue] = useState(false);
  const whenDue = useRef(onDue);
  whenDue.current = onDue;
  useEffect(() => {
    if (due || intervalMs === null) return;
    const elapsed = Date.now() - Date.parse(startedAt);
    const next = (Math.floor(elapsed / intervalMs) + 1) * intervalMs;
    const timer = setTimeout(() => {
      setDue(true);
      whenDue.current();
    }, next - elapsed);
    return () => clearTimeout(timer);
  }, [due, intervalMs, startedAt]);
  return { showing: due && status === "idle", dismiss: () => setDue(false) };
}

type RealityCheckProps = Omit<RealityCheckDialogProps, "open" | "onDismiss"> & {
  profile: JurisdictionProfile;
  check: RealityCheckState;
};

/** The reality check's dialog, for a profile that has one; nothing for the others. */
export function RealityCheck({ profile, check, ...props }: RealityCheckProps) {
  if (realityCheckMs(profile) === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog open={check.showing} onDismiss={check.dismiss} {...props} />
    </Suspense>
  );
}
