import type { DemoRtpVersion, JurisdictionProfile } from "@quillspin/contracts";
import { lazy, type ReactNode, Suspense } from "react";
import { RichText } from "../../games/rich-text";
import { RtpVersionLine } from "../../games/rtp-versions/rtp-version-line";
import { Modal } from "../../modals/modal";
import { funMoney, type PlayerMoney } from "./money";
import type { PlayerGame } from "./player-game";
import { usePlayerMoney } from "./player-money";
import type { PlayerSession } from "./player-session";
import { ProfileRules } from "./profile-rules";

interface InfoDialogProps {
  game: PlayerGame;
  open: boolean;
  onClose: () => void;
}

/** The wide dialog the player's reading matter opens in. */
function InfoDialog({
  title,
  open,
  onClose,
  children,
}: Omit<InfoDialogProps, "game"> & { title: string; children: ReactNode }) {
  return (
    <Modal open={open} onClose={onClose} title={title} className="player-dialog player-dialog--wide">
      {children}
    </Modal>
  );
}

/** The game's symbols with their pays, from the catalogue (rich text sanitised by the loader). */
export function PaytableDialog({ game, ...dialog }: InfoDialogProps) {
  return (
    <InfoDialog {...dialog} title={game.paytable.title}>
      <p className="muted">{game.paytable.subtitle}</p>
      <ul className="player-paytable">
        {game.paytable.symbols.map((symbol) => (
          <li key={symbol.image}>
            <img src={symbol.image} width={160} height={160} alt="" loading="lazy" decoding="async" />
            <div>
              <h3>{symbol.title}</h3>
              <p className="player-paytable__pays">{symbol.pays}</p>
              <RichText html={symbol.content} />
            </div>
          </li>
        ))}
      </ul>
    </InfoDialog>
  );
}

/** "$0.10 to $200.00" as the catalogue states a bet range, in any currency sign it uses. */
const STATED_BET_RANGE = /(?<=bets? from )[$€£]?\d[\d,]*(?:\.\d+)? to [$€£]?\d[\d,]*(?:\.\d+)?/g;

/**
 * The game's rules as the session plays them: the bet range the catalogue states in money becomes
 * the session's own, in its money (issue 27: a FUN session never shows dollars; a sandbox session
 * shows its currency).
 */
export function rulesForSession(
  html: string,
  bets: readonly number[],
  money: Pick<PlayerMoney, "format"> = funMoney,
): string {
  const lowest = bets[0];
  const highest = bets.at(-1);
  if (lowest === undefined || highest === undefined) return html;
  return html.replace(STATED_BET_RANGE, `${money.format(lowest)} to ${money.format(highest)}`);
}

// Only a sandbox session's rules say whose test money it plays: their words load with them.
const SandboxRules = lazy(() =>
  import("./sandbox-rules").then(({ SandboxRules }) => ({ default: SandboxRules })),
);

export function RulesDialog({
  game,
  version,
  profile,
  session,
  ...dialog
}: InfoDialogProps & { version: DemoRtpVersion; profile: JurisdictionProfile; session: PlayerSession }) {
  const money = usePlayerMoney();
  return (
    <InfoDialog {...dialog} title={game.rules.title}>
      {session.kind === "sandbox" ? (
        <Suspense fallback={null}>
          <SandboxRules session={session} />
        </Suspense>
      ) : null}
      <RtpVersionLine version={version} />
      <ProfileRules profile={profile} />
      <RichText html={rulesForSession(game.rules.content, session.bets, money)} />
    </InfoDialog>
  );
}
