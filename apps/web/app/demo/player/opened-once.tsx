import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * False until `open` first turns true, then true for good: a player dialog is written into the page
 * only on its first opening and kept mounted after it. A closed `<dialog>` shows nothing and no screen
 * reader reaches it, but its content, written into the server's page, is work React must hydrate
 * before Spin answers (the paytable's art and pays, the rules: half the player's elements, decision 48).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A player dialog whose code loads on its first opening, then stays mounted like the others: until
 * then its module (and the modal, the rich text and the RTP line it brings) is no file of the page's
 * first load, whose scripts share a phone's six connections with Spin's (decision 48).
 */
export function openedOnceDialog<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function OpenedOnceDialog(props: Props) {
    if (!useOpenedOnce(props.open)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
