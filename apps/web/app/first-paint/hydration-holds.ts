/**
 * Code that part of the server's markup needs before React can hydrate it, loaded only on the pages
 * that have that part (decision 22): a module asks for it while the route modules load, and the
 * client entry waits for it before hydrating, so that part answers when the rest of the page does.
 */
const holds: Promise<unknown>[] = [];

export function holdHydrationFor(loading: Promise<unknown>): void {
  holds.push(loading);
}

export function hydrationHolds(): Promise<unknown> {
  return Promise.all(holds);
}
