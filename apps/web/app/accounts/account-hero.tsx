import type { ReactNode } from "react";

/** The opening of every account page: the client-area kicker, the page's heading and its lead. */
export function AccountHero({ kicker, title, lead }: { kicker: string; title: ReactNode; lead?: string }) {
  return (
    <header className="account-page__hero">
      <p className="kicker">{kicker}</p>
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
    </header>
  );
}
