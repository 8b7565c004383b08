import type { DemoEvent } from "@quillspin/contracts";
import { formatFun } from "./money";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const count = (value: unknown) => (typeof value === "number" ? value : 0);
const title = (value: string) =>
  value.replace(/(^|[\s-])\w/g, (letter) => letter.toUpperCase()).replace(/-/g, " ");

/** The heading and line of an event's intro card; `bet` turns pays in bet multiples into FUN. */
export function introCopy(event: DemoEvent, bet: number): { heading: string; detail: string } {
  switch (event.type) {
    case "free-spins": {
      const spins = count(event.spins);
      const at = typeof event.multiplier === "number" ? ` at x${event.multiplier}` : "";
      if (event.reason === "retrigger") return { heading: "Retrigger!", detail: `+${spins} free spins` };
      if (event.reason === "progress-bar")
        return { heading: "Progress bar full", detail: `+${spins} free spins` };
      if (event.reason === "buy") return { heading: "Bonus bought", detail: `${spins} spins${at}` };
      return { heading: "Free spins!", detail: `${spins} free spins${at}` };
    }
    case "free-spins-choice":
      return { heading: "Your free spins", detail: text(event.option) };
    case "hold-and-win":
      return { heading: title(text(event.name)) || "Hold & Win", detail: `${count(event.respins)} respins` };
    case "wheel":
      return {
        heading: title(text(event.name)) || "Wheel",
        detail: `The wheel stops on ${text(event.segment)}`,
      };
    case "jackpot":
      return {
        heading: `${title(text(event.tier))} jackpot`,
        detail: formatFun(Math.round(count(event.pay) * bet * 100) / 100),
      };
    case "max-win":
      return { heading: "Max win reached", detail: `${count(event.pay).toLocaleString("en-GB")}x the bet` };
    default:
      return { heading: title(event.type), detail: "" };
  }
}

/** A short line under the reels for the events that do not stop play. */
export function captionOf(event: DemoEvent): string {
  switch (event.type) {
    case "respins-extra":
      return `${title(text(event.meter))}: +${count(event.spins)} respins`;
    case "collector":
      return `Collector ${count(event.filled)}/${count(event.cells)} · x${count(event.multiplier)}`;
    case "random-wilds":
      return `${count(event.count)} random wilds`;
    case "expanding-wild":
      return `Expanding wild on reel ${count(event.reel) + 1}`;
    case "stage":
      return title(text(event.name));
    case "meter":
      return `${title(text(event.name))}: ${count(event.value)}/${count(event.of)}`;
    default:
      return title(event.type);
  }
}
