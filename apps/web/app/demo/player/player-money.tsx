import { createContext, type ReactNode, useContext } from "react";
import { funMoney, type PlayerMoney } from "./money";

/** The session's money, for every part of the player that shows an amount; a demo's FUN by default. */
const PlayerMoneyContext = createContext<PlayerMoney>(funMoney);

export function PlayerMoneyProvider({ money, children }: { money: PlayerMoney; children: ReactNode }) {
  return <PlayerMoneyContext.Provider value={money}>{children}</PlayerMoneyContext.Provider>;
}

export function usePlayerMoney(): PlayerMoney {
  return useContext(PlayerMoneyContext);
}
