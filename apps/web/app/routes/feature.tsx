import { data } from "react-router";
import { loadFeaturePage } from "../features/feature-pages.server";
import { featuresMessages } from "../locale/areas/features";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { JsonLd } from "../seo/json-ld";
import { absoluteUrl, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/feature";
import "../features/features.css";

export function loader({ params }: Route.LoaderArgs) {
  const feature = loadFeaturePage(params.slug);
  if (!feature) throw data(null, { status: 404 });
  return feature;
}

export default function FeaturePage({ loaderData }: Route.ComponentProps) {
  const m = useMessages(featuresMessages);
  const { page, games } = loaderData;
  return (
    <article className="page feature-page">
      <header className="page-hero">
        <AppLink className="game-hero__back" to="/features">
          {m.features.all}
        </AppLink>
        <p className="kicker">{m.nav.features}</p>
        <h1>{page.h1}</h1>
        <p className="lead">{page.lead}</p>
      </header>
      <div className="prose">
        <section className="prose-section" aria-labelledby="feature-what">
          <h2 id="feature-what">{m.features.whatItIs(page.name)}</h2>
          {page.whatItIs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section className="prose-section" aria-labelledby="feature-round" data-reveal>
          <h2 id="feature-round">{page.round.title}</h2>
          <ol className="steps">
            {page.round.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section className="prose-section" aria-labelledby="feature-volatility" data-reveal>
          <h2 id="feature-volatility">{page.volatility.title}</h2>
          {page.volatility.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section className="prose-section" aria-labelledby="feature-operators" data-reveal>
          <h2 id="feature-operators">{page.forOperators.title}</h2>
          {page.forOperators.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      </div>
      <section className="section" aria-labelledby="feature-games" data-reveal>
        <h2 id="feature-games">{m.features.gamesTitle(page.name)}</h2>
        {games.length > 0 ? (
          <ul className="feature-games">
            {games.map((game) => (
              <li key={game.slug} className="card">
                <h3>
                  <AppLink to={`/games/${game.slug}`}>{game.name}</AppLink>
                </h3>
                <p>{game.subtitle}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{m.features.noGames}</p>
        )}
      </section>
      <section className="prose prose-section" aria-labelledby="feature-faq" data-reveal>
        <h2 id="feature-faq">{m.features.faq}</h2>
        <dl className="faq">
          {page.faq.map((item) => (
            <div key={item.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
      <JsonLd
        data={{
          "@type": "FAQPage",
          url: absoluteUrl(`/features/${page.slug}`),
          mainEntity: page.faq.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        }}
      />
    </article>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.page.meta, path: `/features/${loaderData.page.slug}` });
}
