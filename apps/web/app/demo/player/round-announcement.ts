import type { DemoRound } from "@quillspin/contracts";
import { formatMultiple } from "@quillspin/contracts/figures";
import type { demoPlayerMessages } from "../../locale/areas/demo-player";
import type { demoSessionMessages } from "../../locale/areas/demo-session";
import type { AreaStrings } from "../../locale/messages";
import { introCopy } from "./event-copy";
import { isHeadlineEvent } from "./event-placement";
import { funMoney, type PlayerMoney } from "./money";
import { celebrated } from "./round-timeline";

export interface AnnouncementCopy {
  session: AreaStrings<typeof demoSessionMessages>;
  player: AreaStrings<typeof demoPlayerMessages>;
}

const sentence = (words: string) => (/[.!?]$/.test(words) ? words : `${words}.`);

/**
 * A round's result in words for the live region: its number (so two equal results still read as two),
 * each feature it started in the words of its intro card, the win with its multiple of the bet and any
 * Big, Super or Mega Win (only for a win above the stake, as the banner), then the balance when there
 * is one (a replay has none).
 */
export function roundAnnouncement(
  round: DemoRound,
  { number, balance }: { number?: number; balance?: number },
  { session, player }: AnnouncementCopy,
  money: PlayerMoney = funMoney,
): string {
  const parts: string[] = [];
  if (number !== undefined) parts.push(session.announce.round(number));
  for (const event of round.events.filter(isHeadlineEvent)) {
    const { heading, detail } = introCopy(event, round.bet, player.events, money);
    parts.push(sentence(detail ? `${heading.replace(/!$/, "")}: ${detail}` : heading));
  }
  if (round.win > 0) {
    const multiple = formatMultiple(round.win_multiple);
    parts.push(session.announce.won(money.format(round.win), multiple));
    // A bought round can reach a tier and still pay less than its price: not celebrated, in words either.
    if (round.tier && celebrated(round)) parts.push(session.announce.tier(player.tiers[round.tier]));
  } else {
    parts.push(session.announce.noWin);
  }
  if (balance !== undefined) parts.push(session.announce.balance(money.format(balance)));
  return parts.join(" ");
}
