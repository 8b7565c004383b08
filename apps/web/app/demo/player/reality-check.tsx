import type { JurisdictionProfile } from "@quillspin/contracts";
import { lazy, Suspense } from "react";
import { realityCheckMs } from "./player-profile";
import type { RealityCheckDialogProps } from "./reality-check-dialog";
import type { PlayerStatus } from "./use-demo-player";

// Only a profile with reality checks loads the dialog (decision 22: nothing before first paint that
// the page may not need).
const RealityCheckDialog = lazy(() =>
  import("./reality-check-dialog").then(({ RealityCheckDialog }) => ({ default: RealityCheckDialog })),
);

interface RealityCheckProps {
  session: RealityCheckDialogProps["session"];
  profile: JurisdictionProfile;
  status: PlayerStatus;
  /** Runs as a check falls due: an autoplay stops there. */
  onDue: () => void;
}

/** The reality check of a profile that has one (decision 31); nothing for the others. */
export function RealityCheck({ profile, ...props }: RealityCheckProps) {
  const intervalMs = realityCheckMs(profile);
  if (intervalMs === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog intervalMs={intervalMs} {...props} />
    </Suspense>
  );
}
