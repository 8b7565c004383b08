import { credentialChangeSeconds, signatureWindowSeconds, walletTimeoutMs } from "@quillspin/contracts";

/**
 * English strings of the operator integration guide, `/integration` (see areas/integration.ts). Header
 * names, codes, paths and scenario titles are not here: the page prints them from the contract.
 */
const integration = {
  meta: {
    title: "Operator integration guide: seamless wallet API",
    description:
      "Integrate Quillspin Games with your own wallet: signed requests, money in minor units, the Operator API, the Wallet API your platform implements, error codes and the conformance kit.",
  },
  kicker: "For developers",
  h1: "Operator integration guide",
  lead: "Our game server plays against your wallet: it debits each bet from your platform, draws the outcome only once you have confirmed the bet, and credits the win back. This page is the whole contract, with examples you can run as they are.",
  contents: "On this page",
  stages: {
    heading: "From sandbox to production",
    intro: "Every partner goes through the same four stages; nothing in the sandbox touches real money.",
    items: [
      {
        title: "Sandbox credentials",
        text: `In the client area, an approved partner creates an operator id and a secret. The secret is shown once: store it in your secret manager. You can rotate or revoke it there at any time; the old secret, or revoked credentials, stop working within ${credentialChangeSeconds} seconds.`,
      },
      {
        title: "Reference wallet",
        text: "Until you set a wallet URL, your sandbox sessions play against our reference wallet, so a first launch works before you write any code. Its test players get a play balance on first sight, which you can top up.",
      },
      {
        title: "Your wallet and the conformance kit",
        text: "Implement the four wallet calls below, set your wallet URL and currencies in the client area, then run the conformance kit against it until every scenario passes.",
      },
      {
        title: "Production",
        text: "With the kit green and your rounds reconciled against the Operator API, we agree the go-live date and issue production credentials; the contract does not change.",
      },
    ],
  },
  signing: {
    heading: "Signing every request",
    intro:
      "Every request in both directions is signed: your calls to the Operator API, and our calls to your wallet. Each carries three headers.",
    headerColumn: "Header",
    valueColumn: "Value",
    headers: {
      operator: "Your operator id, from the client area.",
      timestamp: "The time of sending, in Unix seconds.",
      signature: "Lowercase hex of HMAC-SHA256, keyed with your secret, over the string below.",
    },
    stringIntro: "The signed string is the timestamp, a full stop, and the raw body exactly as sent:",
    rules: [
      "Sign the bytes you send, not an object you serialise again: a space or a reordered key changes the signature.",
      "A GET has no body: sign the timestamp followed by a full stop and nothing else.",
      `A request more than ${signatureWindowSeconds} seconds from the receiver's clock, or with a wrong signature, is refused with 401 and changes nothing. Keep your clocks on NTP.`,
      "Compare signatures in constant time, and never log the secret.",
    ],
  },
  money: {
    heading: "Money in minor units",
    intro:
      "Every amount is an integer count of the currency's minor unit, and every call names its currency (ISO 4217). There is no floating point anywhere on this path.",
    currencyColumn: "Currency",
    exponentColumn: "ISO 4217 exponent",
    exampleColumn: "1 unit is sent as",
    note: "A bet of 1.00 EUR is sent as 100; 100 JPY as 100; 1.000 BHD as 1000. Bets offered to a player are the game's bet ladder in whole minor units of the session's currency. The exponent is ISO 4217's (HUF 2, IQD 3, CLF 4) even where a browser's Intl shows other digits, and a code with no minor unit (XAU, XDR, XTS) cannot be a wallet's currency.",
  },
  operatorApi: {
    heading: "Operator API (ours, you call it)",
    intro: (apiBase: string) =>
      `Base address: ${apiBase}. Every call is signed as above and answers JSON; errors are { statusCode, error, message }.`,
    sessions: {
      summary: "Opens a sandbox session for one of your test players in one game and currency.",
      fields: (jurisdictions: string, markets: string) =>
        `Body: player_id, currency and game (a game's slug) are required; jurisdiction (${jurisdictions}), rtp (one of the game's RTP versions), market, language and lobby_url are optional. A market (${markets}) plays the RTP version you picked for the game in that market in the client area, and the market's profile, where rtp and jurisdiction name none.`,
      answer:
        "201 { session_id, game_url }. Send the player to game_url; it carries the session id as session. The game asks your wallet for the balance first.",
    },
    rounds: {
      summary: "Your rounds, newest first, a page at a time.",
      fields:
        "Query, all optional: player_id, from (inclusive) and to (exclusive) as ISO 8601 times, limit (rounds per page) and cursor.",
      answer:
        "200 { data, next_cursor }: each round with its bet, win, currency, status and times, in minor units. Pass next_cursor back as cursor until it is null.",
    },
    round: {
      summary: "One round with every wallet transaction sent for it and its replay link.",
      fields: "A round of another operator is a 404.",
      answer:
        "200 with the round, its outcome, replay_url and transactions (kind, amount, status, attempts, balance_after, last_error).",
    },
  },
  walletApi: {
    heading: "Wallet API (yours, we call it)",
    intro:
      "You implement four POST endpoints under your wallet URL. Each body is JSON with the fields below; each answer is 200 { balance } with the player's balance after the call, or a 4xx { error } with one of the error codes.",
    operations: {
      balance:
        "The player's balance; moves no money. Sent when a session opens and whenever the game reads the session (its balance is always the wallet's).",
      bet: "Debits amount. The round's outcome is drawn only after you answer 200.",
      win: "Credits amount; 0 closes a round that won nothing. Every bet you accepted gets exactly one win or one rollback.",
      rollback:
        "Gives back the bet named by rollback_transaction_id, once. A rollback of a bet you never saw answers 200 with the balance unchanged; refuse that bet if it arrives later.",
    },
    betExample: "A bet:",
    rollbackExample: "The rollback of that bet:",
    answerExample: "Your answers:",
    idempotency:
      "Idempotency: transaction_id is unique per call. The same transaction_id sent again must get the same answer and move money once; we resend whenever an answer is lost.",
  },
  rounds: {
    heading: "How a round runs",
    steps: [
      "The player presses Spin. A second spin of the same session while one is under way is refused with 409.",
      "We store the round and post bet to your wallet. A 4xx refuses the round: nothing was drawn and no rollback is owed.",
      `A bet with no answer within ${walletTimeoutMs / 1000} seconds, a 5xx or a body outside the contract is rolled back: we cannot know whether you debited it.`,
      "Once you confirm the bet, we draw the outcome with our certified random number generator and store it before anything else is sent.",
      "We post win with the round's win (0 when nothing is won). That closes the round.",
      "A win or a rollback you do not acknowledge stays in our outbox and is sent again with backoff until you do; the player sees their balance only as your wallet reports it.",
      "After a crash, reconciliation finishes every stored round on restart, so each round is settled exactly once. Use the Operator API's rounds to reconcile your ledger with ours.",
    ],
  },
  examples: {
    heading: "Signing examples",
    intro: (apiBase: string) =>
      `Both read the API's address and your credentials from the environment. Set them first (the API is ${apiBase}):`,
    curlTitle: "curl: open a session",
    curlRoundsTitle: "curl: list your rounds (a signed GET)",
    nodeSigningTitle: "Node: sign a request, check a wallet call",
    nodeSessionTitle: "Node: open a session",
    environmentTitle: "Environment",
    copy: "Copy",
    copied: "Copied",
    copyFailed: "Select the code to copy it",
  },
  errors: {
    heading: "Wallet error codes",
    intro:
      "Answer these in { error } with a 4xx status. A refused bet is final: nothing moved, the round is not played and no rollback follows.",
    codeColumn: "Code",
    whenColumn: "When",
  },
  conformance: {
    heading: "Conformance kit",
    intro:
      "The kit runs these scenarios against your wallet and reports each with the requests it sent and the answers it got. A wallet that moves money twice on a repeated transaction or accepts a bad signature fails it. Run it from the client area, or from the command line:",
    referenceTitle: "Try the kit on the reference wallet first",
    scenarioColumn: "Scenario",
    expectColumn: "A correct wallet answers",
    timeout: (ms: number) =>
      `--timeout sets the kit's wait for an answer (${ms} ms by default, the game server's own); --currency, --player, --second-player and --stake are optional.`,
  },
  contact: "Questions about the integration? Write to",
} as const;

export default integration;
