/** English strings of the Integration section's Reports and Fraud signals pages (see areas/partner-reports.ts). */
const partnerReports = {
  reports: {
    title: "Reports",
    lead: "Rounds, bets, wins, GGR and realised RTP of your sandbox per game, UTC day and currency. Only rounds whose bet your wallet took count; currencies are never added together.",
    filters: "Filter the report",
    from: "From (UTC day)",
    to: "Up to (UTC day)",
    rangeHint:
      "Both days included. Leave them empty for the 30 days up to today; a report covers at most 92 days.",
    currency: "Currency",
    anyCurrency: "Every currency",
    game: "Game",
    anyGame: "Every game",
    apply: "Show the report",
    clear: "Clear the filters",
    loading: "Loading the report…",
    range: (from: string, to: string) => `From ${from} to ${to}, UTC days, both included.`,
    none: (from: string, to: string) =>
      `No rounds were played from ${from} to ${to} (UTC) with these filters, so there is nothing to report. Launch a game in the sandbox, or widen the range.`,
    csv: "Download CSV",
    csvSaved: "The CSV was downloaded.",
    chartTitle: (currency: string) => `Bets and GGR per UTC day, ${currency}`,
    chartBets: "Bets",
    chartGgr: "GGR",
    chartSummary: (p: {
      currency: string;
      from: string;
      to: string;
      days: number;
      bets: string;
      ggr: string;
      top: { day: string; bets: string } | null;
    }) =>
      `Bars for each UTC day from ${p.from} to ${p.to} in ${p.currency}: bets, and GGR (bets less wins, below the line when players won more than they bet). ${p.days === 1 ? "1 day has" : `${p.days} days have`} rounds; bets ${p.bets} and GGR ${p.ggr} in all.${p.top ? ` Most was bet on ${p.top.day}: ${p.top.bets}.` : ""} The table below gives every figure.`,
    caption: "The report per UTC day, game and currency",
    totalsTitle: "Totals per currency",
    totalsCaption: "The report's totals, one row per currency",
    columns: {
      day: "Day (UTC)",
      game: "Game",
      currency: "Currency",
      rounds: "Rounds",
      bets: "Bets",
      wins: "Wins",
      ggr: "GGR",
      rtp: "Realised RTP",
    },
    noRtp: "—",
  },
  fraudSignals: {
    title: "Fraud signals",
    lead: "Patterns in your sandbox worth a look: a player whose RTP strays far from the game's, rounds faster than the jurisdiction allows, and bursts of badly signed calls. A signal is a question, not a verdict.",
    filters: "Choose the range",
    apply: "Show the signals",
    loading: "Looking for signals…",
    range: (from: string, to: string) => `From ${from} to ${to}, UTC days, both included.`,
    none: (from: string, to: string) =>
      `No signals in this range: from ${from} to ${to} (UTC) no player's RTP strayed more than 3 standard errors from the game's, no session bet faster than its jurisdiction allows, and no burst of refused signatures named your operator.`,
    count: (count: number) => (count === 1 ? "1 signal in this range." : `${count} signals in this range.`),
    kinds: {
      "rtp-outlier": {
        title: "RTP outliers",
        lead: "A player's realised RTP on a game more than 3 standard errors from its stated RTP, over at least 1,000 rounds.",
      },
      "fast-bets": {
        title: "Fast bets",
        lead: "Rounds a player began sooner after their previous round, in any session, than the jurisdiction's minimum round time.",
      },
      "signature-failures": {
        title: "Signature failures",
        lead: "5 or more calls naming your operator within ten minutes that were refused for their signature.",
      },
    },
    noneOfKind: "None in this range.",
    subject: "Subject",
    figures: "Figures",
    window: "Window (UTC)",
    windowText: (from: string, to: string) => `${from} to ${to}`,
    player: "Player",
    game: "Game",
    rtpVersion: "RTP version",
    currency: "Currency",
    session: "Session",
    jurisdiction: "Jurisdiction",
    operator: "Operator",
    rounds: "Rounds",
    bets: "Bets",
    wins: "Wins",
    realisedRtp: "Realised RTP",
    statedRtp: "Stated RTP",
    standardErrors: (errors: string, points: string) => `${errors} standard errors (one is ${points} points)`,
    distance: "Distance",
    roundsTooFast: "Rounds too fast",
    fastestGap: "Fastest gap",
    minimumGap: "Minimum round time",
    milliseconds: (ms: number) => `${ms.toLocaleString("en")} ms`,
    failures: "Refused calls",
    mostInTenMinutes: "Most in ten minutes",
    byProblem: "By problem",
    problems: {
      mismatch: "wrong signature",
      stale: "stale timestamp",
      missing: "no signature",
      revoked: "revoked credentials",
    } as Record<string, string>,
    roundsBehind: (count: number) => (count === 1 ? "The round behind it" : `The ${count} rounds behind it`),
    failureTimes: (count: number) =>
      count === 1 ? "The refused call (UTC)" : `The latest ${count} refused calls (UTC)`,
    roundLink: (round: string) => `Round ${round}`,
  },
};

export default partnerReports;
