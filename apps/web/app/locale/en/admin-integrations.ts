/** English strings of the back office's Integrations section (see areas/admin-integrations.ts). */
const adminIntegrations = {
  list: {
    h1: "Integrations",
    lead: "Every operator's sandbox integration, newest first: its partner, wallet, currencies and credentials, the rounds played, and the wins and rollbacks its wallet has not acknowledged. Open an operator to resolve those by hand and to read its report and fraud signals.",
    count: (total: number) => (total === 1 ? "1 integration" : `${total} integrations`),
    owed: (owed: number) => `; on this page, ${owed === 1 ? "1 has" : `${owed} have`} stuck transactions`,
    empty: "No partner has created sandbox credentials yet.",
    pages: "Integration pages",
    region: "Integrations",
    operatorLink: (operatorId: string, company: string) => `Operator ${operatorId} of ${company}`,
    since: (moment: string) => `Since ${moment}`,
    noCurrencies: "None yet",
    referenceWallet: "The studio's reference wallet",
    credentialStatus: { active: "Active", revoked: "Revoked" },
  },
  operator: {
    back: "All integrations",
    h1: "Operator",
    lead: "The wins and rollbacks this operator's wallet has not acknowledged, and its report and fraud signals for the last days.",
    stuckTitle: "Stuck transactions",
    stuckLead:
      "The game server sends each again with backoff until the wallet answers. Resolve one by hand when the operator has fixed their wallet (retry now) or has confirmed the money moved (mark settled).",
    nothingOwed: "Nothing is owed: the wallet has acknowledged every win and rollback.",
    owed: (count: number) =>
      count === 1 ? "1 transaction is owed." : `${count} transactions are owed, oldest first.`,
    more: " More are owed than shown here.",
  },
  stuck: {
    list: "Stuck transactions",
    kinds: { bet: "Bet", win: "Win", rollback: "Rollback" },
    heading: (kind: string, amount: string) => `${kind} of ${amount}`,
    /** "the win of 2.50 EUR in round 1a2b3c4d": one owed transaction named for its form. */
    name: (kind: string, amount: string, round: string) =>
      `the ${kind.toLowerCase()} of ${amount} in round ${round}`,
    round: "Round",
    gameAndPlayer: "Game and player",
    attempts: "Attempts",
    nextAttempt: "Next attempt",
    lastError: "Last error",
    noError: "None recorded",
  },
  resolve: {
    open: "Resolve…",
    form: (name: string) => `Resolve ${name}`,
    submit: "Resolve",
    action: "What to do",
    choose: "Choose…",
    reason: "Reason",
    reasonHint: "Kept in the audit log with your name: who asked, and what they confirmed.",
    /** Each way of resolving, named and explained, as the form's choice and its confirmation say. */
    choices: {
      retry: {
        label: "Retry now",
        effect:
          "Retry now sends it to the operator's wallet again at once, instead of waiting for its next attempt. Use it once the operator says their wallet is answering again.",
      },
      "mark-settled": {
        label: "Mark settled",
        effect:
          "Mark settled records that the operator's wallet already moved the money (check with the operator first): it is never sent again, and its round counts as settled (a win) or rolled back (a rollback).",
      },
    },
    /** What happened, for the notice above the list once the API has answered. */
    done: (kind: "win" | "rollback", action: "retry" | "mark-settled", changed: boolean): string => {
      const what = kind === "rollback" ? "The rollback" : "The win";
      if (action === "retry") {
        return changed
          ? `${what} is being sent again now; it leaves the list once the wallet acknowledges it.`
          : `${what} was already due: it is being sent now, and nothing else changed.`;
      }
      return changed
        ? `${what} is marked settled: it will not be sent again.`
        : `${what} was already settled: nothing changed.`;
    },
  },
  /** Each column head once, for every table of the section. */
  columns: {
    partner: "Partner",
    operatorId: "Operator id",
    wallet: "Wallet",
    currencies: "Currencies",
    credentials: "Credentials",
    rounds: "Rounds",
    stuckTransactions: "Stuck transactions",
  },
  report: {
    title: (from: string, to: string) => `Report, ${from} to ${to} (UTC)`,
    heading: "Report",
    lead: "Bets, wins and gross gaming revenue of the operator's rounds per game, UTC day and currency, as its partner sees them.",
    filters: "Filter the report",
    apply: "Show the report",
    none: "No round was played in these days with these filters.",
    csv: "Download the report by game and day (CSV)",
  },
  signals: {
    title: (from: string, to: string) => `Fraud signals, ${from} to ${to} (UTC)`,
    list: "Fraud signals",
    none: "No fraud signal in these days.",
    window: (from: string, to: string) => `${from} to ${to}`,
    kinds: {
      "rtp-outlier": "RTP far from the stated one",
      "fast-bets": "Rounds faster than the jurisdiction allows",
      "signature-failures": "Requests with a bad signature",
    },
  },
} as const;

export default adminIntegrations;
