import type { DemoSession } from "@quillspin/contracts";
import { Modal } from "../../modals/modal";
import { formatFun } from "./money";
import { playerCopy } from "./player-copy";

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
  return (
    <Modal open={open} onClose={onClose} title={playerCopy.buyTitle} className="player-dialog">
      <p>{playerCopy.buyLead}</p>
      <ul className="buy-options">
        {options.map((option) => {
          const price = Math.round(option.price * bet * 100) / 100;
          return (
            <li key={option.id}>
              <button
                type="button"
                className="button button--primary"
                disabled={price > balance}
                onClick={() => onBuy(option.id)}
              >
                {playerCopy.buyFor(option.label, formatFun(price))}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" onClick={onClose}>
        {playerCopy.cancel}
      </button>
    </Modal>
  );
}
