import { demoPlayerSandboxMessages } from "../../locale/areas/demo-player-sandbox";
import { useMessages } from "../../locale/locale-context";
import type { PlayerSession } from "./player-session";

/** What a sandbox session's money is, in the rules: whose test money, neither demo nor real. */
export function SandboxRules({ session }: { session: Extract<PlayerSession, { kind: "sandbox" }> }) {
  const copy = useMessages(demoPlayerSandboxMessages).demoPlayerSandbox;
  return (
    <section className="player-rules__sandbox" data-testid="sandbox-rules">
      <h3>{copy.rulesHeading}</h3>
      <p>{copy.rulesText(session.player_id, session.currency)}</p>
    </section>
  );
}
