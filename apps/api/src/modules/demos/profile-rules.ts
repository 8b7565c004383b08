import {
  type DemoSpinRequest,
  defaultJurisdiction,
  jurisdictionIds,
  jurisdictionProfiles,
  passesLossLimit,
} from "@quillspin/contracts";
import { toCents } from "./bet-ladder";
import { DemoRefusal } from "./demo-refusal";
import type { AutoplayRun, DemoSessionRecord } from "./demo-session-record";
import { formatFun, netCents } from "./demo-session-view";

function seconds(ms: number): string {
  const figure = (ms / 1000).toLocaleString("en-GB", { maximumFractionDigits: 1 });
  return `${figure} ${figure === "1" ? "second" : "seconds"}`;
}

/**
 * The autoplay run a round belongs to: none for a round the player pressed Spin for (which ends any run),
 * the stored run when the round carries its id, otherwise a new run that starts from the session's net
 * position now.
 */
export function autoplayRunOf(session: DemoSessionRecord, request: DemoSpinRequest): AutoplayRun | null {
  const autoplay = request.autoplay;
  if (!autoplay) return null;
  if (session.autoplay?.id === autoplay.run) return session.autoplay;
  return {
    id: autoplay.run,
    lossLimitCents: autoplay.loss_limit === undefined ? null : toCents(autoplay.loss_limit),
    startNetCents: netCents(session),
  };
}

/**
 * What the session's jurisdiction profile (decision 31) refuses of this round, among the rules a server
 * can see: autoplay where the profile has none or wants a loss limit, a run that could pass its loss
 * limit, and a round sooner than the profile's minimum time after the last one. The player keeps to the
 * same rules; these answers are for a client that does not.
 */
export function profileRefusal(
  session: DemoSessionRecord,
  request: DemoSpinRequest,
  run: AutoplayRun | null,
  costCents: number,
  now: Date,
): DemoRefusal | null {
  const profile = jurisdictionProfiles[session.jurisdiction];
  const limit = request.autoplay?.loss_limit;
  if (request.autoplay && profile.autoplay === "none") {
    return new DemoRefusal(
      400,
      `body.autoplay: the ${profile.label} build offers no autoplay; each round starts with a press of Spin`,
    );
  }
  if (request.autoplay && profile.autoplay === "with-loss-limit" && limit === undefined) {
    return new DemoRefusal(
      400,
      `body.autoplay.loss_limit: the ${profile.label} build plays autoplay only within a loss limit the player sets`,
    );
  }
  if (limit !== undefined && Math.abs(limit * 100 - toCents(limit)) > 1e-6) {
    return new DemoRefusal(400, `body.autoplay.loss_limit: ${limit} is not an amount in whole cents`);
  }
  if (profile.minRoundMs > 0 && session.lastRoundAt) {
    const wait = session.lastRoundAt.getTime() + profile.minRoundMs - now.getTime();
    if (wait > 0) {
      return new DemoRefusal(
        409,
        `A round of the ${profile.label} build lasts at least ${seconds(profile.minRoundMs)}: the next one may start in ${seconds(Math.max(wait, 100))}.`,
      );
    }
  }
  if (run?.lossLimitCents != null) {
    const lost = run.startNetCents - netCents(session);
    if (passesLossLimit(lost, costCents, run.lossLimitCents)) {
      return new DemoRefusal(
        409,
        `body.autoplay.loss_limit: this round could take the autoplay past its loss limit of ${formatFun(run.lossLimitCents)} (lost so far: ${formatFun(Math.max(lost, 0))}); autoplay stops here.`,
      );
    }
  }
  return null;
}

/** Each profile's rules in a line, read from the table, for the API's own documentation. */
export function profilesSummary(): string {
  return jurisdictionIds
    .map((id) => {
      const profile = jurisdictionProfiles[id];
      const rules: string[] = [];
      if (profile.autoplay === "none") rules.push("no autoplay");
      if (profile.autoplay === "with-loss-limit")
        rules.push("autoplay only within a loss limit the player sets");
      if (!profile.turbo) rules.push("no turbo");
      if (!profile.quickStop) rules.push("no quick stop");
      if (profile.minRoundMs > 0)
        rules.push(`${seconds(profile.minRoundMs)} at least between rounds, which spins are refused within`);
      if (profile.sessionMeters) rules.push("net position and session time on screen");
      if (profile.realityCheckMinutes !== null)
        rules.push(`a reality check every ${profile.realityCheckMinutes} minutes`);
      const named = `\`${id}\` (${rules.length ? rules.join(", ") : "everything the player offers"}`;
      return `${named}${id === defaultJurisdiction ? ", the default)" : ")"}`;
    })
    .join("; ");
}
