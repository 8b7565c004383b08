import { openedOnceDialog } from "./opened-once";

// The player's dialogs, each written into the page on its first opening and its code loaded then: none
// of them is open before the first Spin, so none is among the files the page waits for (decision 48).

export const PaytableDialog = openedOnceDialog(() =>
  import("./info-dialogs").then(({ PaytableDialog }) => PaytableDialog),
);

export const RulesDialog = openedOnceDialog(() =>
  import("./info-dialogs").then(({ RulesDialog }) => RulesDialog),
);

export const BuyDialog = openedOnceDialog(() => import("./buy-dialog").then(({ BuyDialog }) => BuyDialog));

export const RoundHistory = openedOnceDialog(() =>
  import("./round-history-dialog").then(({ RoundHistoryDialog }) => RoundHistoryDialog),
);
