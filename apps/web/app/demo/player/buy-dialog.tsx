import type { DemoSession } from "@quillspin/contracts";
import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { useMessages } from "../../locale/locale-context";
import { Modal } from "../../modals/modal";
import { usePlayerMoney } from "./player-money";

interface BuyDialogProps {
  open: boolean;
  options: DemoSession["buy_options"];
  bet: number;
  balance: number;
  onBuy: (id: string) => void;
  onClose: () => void;
}

/** Confirms a buy with its price at the current bet before any play money is spent. */
export function BuyDialog({ open, options, bet, balance, onBuy, onClose }: BuyDialogProps) {
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const money = usePlayerMoney();
  return (
    <Modal open={open} onClose={onClose} title={copy.buyTitle} className="player-dialog">
      <p>{copy.buyLead}</p>
      <ul className="buy-options">
        {options.map((option) => {
          const price = money.times(bet, option.price);
          return (
            <li key={option.id}>
              <button
                type="button"
                className="button button--primary"
                disabled={price > balance}
                onClick={() => onBuy(option.id)}
              >
                {copy.buyFor(option.label, money.format(price))}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" onClick={onClose}>
        {copy.cancel}
      </button>
    </Modal>
  );
}
