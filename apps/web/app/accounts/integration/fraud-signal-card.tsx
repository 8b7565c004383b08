import { gameNameOf } from "@quillspin/content";
import type { FraudSignal } from "@quillspin/contracts";
import type { ReactNode } from "react";
import { partnerReportsMessages } from "../../locale/areas/partner-reports";
import { useMessages } from "../../locale/locale-context";
import { AppLink } from "../../locale/localized-link";
import { formatMinorUnits } from "./minor-units";
import { sectionPaths } from "./section-paths";
import { utcTime } from "./utc-time";

type Facts = [label: string, value: ReactNode][];

function FactList({ title, facts }: { title: string; facts: Facts }) {
  return (
    <div>
      <h4>{title}</h4>
      <dl className="integration-facts integration-facts--grid">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** What a signal is about and the figures that raised it, in the words and units of its kind. */
function useSignalFacts(signal: FraudSignal): { subject: Facts; figures: Facts } {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.fraudSignals;
  const code = (text: string) => <code>{text}</code>;
  switch (signal.kind) {
    case "rtp-outlier": {
      const { subject, figures } = signal;
      const money = (sum: string) => formatMinorUnits(BigInt(sum), subject.currency);
      return {
        subject: [
          [t.player, code(subject.player_id)],
          [t.game, gameNameOf(subject.game)],
          [t.rtpVersion, subject.rtp_version],
          [t.currency, subject.currency],
        ],
        figures: [
          [t.rounds, figures.rounds.toLocaleString("en")],
          [t.bets, money(figures.bets)],
          [t.wins, money(figures.wins)],
          [t.realisedRtp, `${figures.realised_rtp_percent}%`],
          [t.statedRtp, `${figures.stated_rtp_percent}%`],
          [
            t.distance,
            t.standardErrors(figures.standard_errors.toFixed(1), figures.standard_error_points.toFixed(2)),
          ],
        ],
      };
    }
    case "fast-bets": {
      const { subject, figures } = signal;
      return {
        subject: [
          [t.session, code(subject.session_id)],
          [t.player, code(subject.player_id)],
          [t.game, gameNameOf(subject.game)],
          [t.jurisdiction, subject.jurisdiction],
        ],
        figures: [
          [t.roundsTooFast, figures.rounds_too_fast.toLocaleString("en")],
          [t.fastestGap, t.milliseconds(figures.fastest_gap_ms)],
          [t.minimumGap, t.milliseconds(figures.profile_min_round_ms)],
        ],
      };
    }
    case "signature-failures": {
      const { subject, figures } = signal;
      const problems = Object.entries(figures.by_problem)
        .map(([problem, count]) => `${t.problems[problem] ?? problem}: ${count}`)
        .join(", ");
      return {
        subject: [[t.operator, code(subject.operator_id)]],
        figures: [
          [t.failures, figures.failures.toLocaleString("en")],
          [t.mostInTenMinutes, figures.most_in_ten_minutes.toLocaleString("en")],
          [t.byProblem, problems],
        ],
      };
    }
  }
}

/** One signal: the API's summary, its subject and figures, its window and what lies behind it. */
export function FraudSignalCard({ signal }: { signal: FraudSignal }) {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.fraudSignals;
  const { subject, figures } = useSignalFacts(signal);
  return (
    <li className="fraud-signal" data-signal={signal.kind}>
      <p className="fraud-signal__summary">{signal.summary}</p>
      <FactList title={t.subject} facts={subject} />
      <FactList title={t.figures} facts={figures} />
      <p>
        {t.window}: {t.windowText(utcTime(signal.window.from), utcTime(signal.window.to))}
      </p>
      {signal.kind === "signature-failures" ? (
        <>
          <h4>{t.failureTimes(signal.failure_times.length)}</h4>
          <ul className="fraud-signal__behind">
            {signal.failure_times.map((time) => (
              <li key={time}>{utcTime(time)}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h4>{t.roundsBehind(signal.round_ids.length)}</h4>
          <ul className="fraud-signal__behind">
            {signal.round_ids.map((roundId) => (
              <li key={roundId}>
                <AppLink to={sectionPaths.round(roundId)} aria-label={t.roundLink(roundId)}>
                  <code>{roundId}</code>
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
