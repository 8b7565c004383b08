import { useState } from "react";

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
