import { useLocale, useMessages } from "../../locale/locale-context";
import { localizePath } from "../../locale/localized-link";
import { demoLaunchPath } from "./demo-address";
import { type DemoGame, useDemoLauncher } from "./demo-launcher";

/**
 * A Play demo control. It is a link to the launch page, so it works before the script loads and
 * opens in a new tab on a modified click; a plain click starts the demo in place.
 */
export function PlayDemoLink({
  game,
  className,
  nameInLabel = false,
}: {
  game: DemoGame;
  className?: string;
  /** Where several games are listed, the link's accessible name says which game it plays. */
  nameInLabel?: boolean;
}) {
  const m = useMessages();
  const locale = useLocale();
  const launcher = useDemoLauncher();
  return (
    <a
      className={`button${className ? ` ${className}` : ""}`}
      href={localizePath(demoLaunchPath(game.slug), locale)}
      // Crawlers must not start demo sessions.
      rel="nofollow"
      aria-label={nameInLabel ? m.demo.playGame(game.name) : undefined}
      onClick={(event) => {
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (!launcher || event.defaultPrevented || event.button !== 0 || modified) return;
        event.preventDefault();
        launcher.start(game, event.currentTarget);
      }}
    >
      {m.demo.play}
    </a>
  );
}
