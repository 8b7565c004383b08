import type { ReactNode } from "react";
import { useMessages } from "../../locale/locale-context";
import { AppLink } from "../../locale/localized-link";
import type { NavItem } from "../navigation";

interface FooterGroupProps {
  /** The heading's id, which names the landmark. */
  id: string;
  heading: string;
  landmark?: "nav" | "section";
  /** The list items. */
  children: ReactNode;
}

/** A column of the footer: a landmark named by its heading, over a list. */
export function FooterGroup({ id, heading, landmark: Landmark = "nav", children }: FooterGroupProps) {
  return (
    <Landmark aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <ul>{children}</ul>
    </Landmark>
  );
}

/** The list items of a group of the site's own pages. */
export function FooterPageLinks({ links }: { links: readonly NavItem[] }) {
  const m = useMessages();
  return links.map((item) => (
    <li key={item.path}>
      <AppLink to={item.path}>{m.nav[item.label]}</AppLink>
    </li>
  ));
}
