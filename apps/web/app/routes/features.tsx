import { loadFeatureOverview } from "../features/feature-pages.server";
import { featuresMessages } from "../locale/areas/features";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/features";
import "../features/features.css";

export function loader() {
  return { features: loadFeatureOverview() };
}

export default function Features({ loaderData }: Route.ComponentProps) {
  const m = useMessages(featuresMessages);
  return (
    <div className="page">
      <header className="page-hero">
        <p className="kicker">{m.nav.features}</p>
        <h1>{m.features.h1}</h1>
        <p className="lead">{m.features.lead}</p>
      </header>
      <ul className="feature-overview">
        {loaderData.features.map((feature) => (
          <li key={feature.slug} className="card feature-overview__item" data-reveal>
            <h2>
              <AppLink to={`/features/${feature.slug}`}>{feature.name}</AppLink>
            </h2>
            <p>{feature.lead}</p>
            <p className="feature-overview__count">{m.features.gamesUsing(feature.games)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, featuresMessages);
  return pageMeta({ title: m.features.title, description: m.features.description, path: "/features" });
}
