import { siteRoutes } from "@quillspin/contracts";
import { demoLaunchMessages } from "../../locale/areas/demo-launch";
import { demoPlayerSandboxMessages } from "../../locale/areas/demo-player-sandbox";
import { useMessages } from "../../locale/locale-context";

/**
 * A sandbox session whose operator's wallet did not report the balance: nothing can be shown or played
 * until it does, and the session itself is fine, so "Try again" reloads the same address.
 */
export function WalletDown({ slug, name, retryHref }: { slug: string; name: string; retryHref: string }) {
  const { demoLaunch, demoPlayerSandbox: copy } = useMessages(demoPlayerSandboxMessages, demoLaunchMessages);
  return (
    <section
      className="error-view player-missing"
      aria-labelledby="wallet-down-title"
      data-testid="wallet-down"
    >
      <h1 id="wallet-down-title">{copy.walletDownTitle}</h1>
      <p>{copy.walletDownText}</p>
      <p className="player-missing__actions">
        <a className="button button--primary" href={retryHref}>
          {copy.retry}
        </a>
        <a className="button" href={siteRoutes.game(slug)} target="_top">
          {demoLaunch.backToGame(name)}
        </a>
      </p>
    </section>
  );
}
