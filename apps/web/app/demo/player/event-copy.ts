import type { DemoEvent } from "@quillspin/contracts";
import { formatMultiple } from "@quillspin/contracts/figures";
import type { demoPlayerMessages } from "../../locale/areas/demo-player";
import type { AreaStrings } from "../../locale/messages";
import { funMoney, type PlayerMoney } from "./money";

type EventMessages = AreaStrings<typeof demoPlayerMessages>["events"];

const text = (value: unknown) => (typeof value === "string" ? value : "");
const count = (value: unknown) => (typeof value === "number" ? value : 0);
const title = (value: string) =>
  value.replace(/(^|[\s-])\w/g, (letter) => letter.toUpperCase()).replace(/-/g, " ");

/** The heading and line of an event's intro card; `bet` turns pays in bet multiples into the session's money. */
export function introCopy(
  event: DemoEvent,
  bet: number,
  copy: EventMessages,
  money: PlayerMoney = funMoney,
): { heading: string; detail: string } {
  switch (event.type) {
    case "free-spins": {
      const spins = count(event.spins);
      const at = typeof event.multiplier === "number" ? copy.atMultiplier(event.multiplier) : "";
      if (event.reason === "retrigger") return { heading: copy.retrigger, detail: copy.moreFreeSpins(spins) };
      if (event.reason === "progress-bar")
        return { heading: copy.progressBarFull, detail: copy.moreFreeSpins(spins) };
      if (event.reason === "buy") return { heading: copy.bonusBought, detail: copy.boughtSpins(spins, at) };
      return { heading: copy.freeSpins, detail: copy.freeSpinsCount(spins, at) };
    }
    case "free-spins-choice":
      return { heading: copy.freeSpinsChoice, detail: text(event.option) };
    case "hold-and-win":
      return {
        heading: title(text(event.name)) || copy.holdAndWin,
        detail: copy.respins(count(event.respins)),
      };
    case "wheel":
      return {
        heading: title(text(event.name)) || copy.wheel,
        detail: copy.wheelStops(text(event.segment)),
      };
    case "jackpot":
      return {
        heading: copy.jackpot(title(text(event.tier))),
        detail: money.format(money.times(bet, count(event.pay))),
      };
    case "max-win":
      return { heading: copy.maxWin, detail: copy.maxWinPay(formatMultiple(count(event.pay))) };
    default:
      return { heading: title(event.type), detail: "" };
  }
}

/** A short line under the reels for the events that do not stop play. */
export function captionOf(event: DemoEvent, copy: EventMessages): string {
  switch (event.type) {
    case "respins-extra":
      return copy.respinsExtra(title(text(event.meter)), count(event.spins));
    case "collector":
      return copy.collector(count(event.filled), count(event.cells), count(event.multiplier));
    case "random-wilds":
      return copy.randomWilds(count(event.count));
    case "expanding-wild":
      return copy.expandingWild(count(event.reel) + 1);
    case "stage":
      return title(text(event.name));
    case "meter":
      return copy.meter(title(text(event.name)), count(event.value), count(event.of));
    default:
      return title(event.type);
  }
}
