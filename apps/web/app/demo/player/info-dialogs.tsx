import { Modal } from "../../modals/modal";
import type { PlayerGame } from "./player-game";

/** The game's symbols with their pays, from the catalogue (rich text sanitised by the loader). */
export function PaytableDialog({
  game,
  open,
  onClose,
}: {
  game: PlayerGame;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={game.paytable.title}
      className="player-dialog player-dialog--wide"
    >
      <p className="muted">{game.paytable.subtitle}</p>
      <ul className="player-paytable">
        {game.paytable.symbols.map((symbol) => (
          <li key={symbol.image}>
            <img src={symbol.image} width={160} height={160} alt="" loading="lazy" decoding="async" />
            <div>
              <h3>{symbol.title}</h3>
              <p className="player-paytable__pays">{symbol.pays}</p>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by @quillspin/rich-text */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: symbol.content }} />
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

export function RulesDialog({
  game,
  open,
  onClose,
}: {
  game: PlayerGame;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={game.rules.title}
      className="player-dialog player-dialog--wide"
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by @quillspin/rich-text */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: game.rules.content }} />
    </Modal>
  );
}
