import { accountsMessages } from "../locale/areas/accounts";
import { useMessages } from "../locale/locale-context";

/** In place of something that could not be loaded; the toast has already said why. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const m = useMessages(accountsMessages);
  return (
    <div className="client-area__notice" role="alert">
      <p>{m.accounts.dashboard.loadFailed}</p>
      <button type="button" className="button" onClick={onRetry}>
        {m.accounts.dashboard.retry}
      </button>
    </div>
  );
}
