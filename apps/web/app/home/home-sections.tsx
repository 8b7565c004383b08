import {
  brand,
  type HomeContent,
  type MediaPartner,
  type Partner,
  type quickStats,
} from "@quillspin/content";
import type { GameListItem, NewsListItem } from "@quillspin/contracts";
import { GameCard } from "../games/game-card";
// The cards' stylesheet comes with the pages that list them (game-card.tsx).
import "../games/game-card.css";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { NewsCard } from "../news/news-card";
import "../news/news.css";
import "./home.css";

// The sections' copy comes from the home route's loader, in the page's data: it travels with the markup
// that repeats it rather than in the page's code (decision 22).

export function HomeHero({ hero }: Pick<HomeContent, "hero">) {
  return (
    <section className="hero" aria-labelledby="home-title">
      <p className="kicker">{hero.kicker}</p>
      <h1 id="home-title">{hero.heading}</h1>
      <p className="lead">{hero.lead}</p>
      <div className="hero__actions">
        <AppLink className="button button--primary" to={hero.primaryCta.to}>
          {hero.primaryCta.label}
        </AppLink>
        <AppLink className="button" to={hero.secondaryCta.to}>
          {hero.secondaryCta.label}
        </AppLink>
      </div>
    </section>
  );
}

export function StrategicValues({ strategicValues }: Pick<HomeContent, "strategicValues">) {
  return (
    <section className="section" aria-labelledby="values-title" data-reveal>
      <h2 id="values-title">{strategicValues.heading}</h2>
      <p className="lead">{strategicValues.lead}</p>
      <ul className="card-grid">
        {strategicValues.items.map((value) => (
          <li key={value.id} className="card">
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Partners({
  content,
  partners,
  mediaPartners,
}: {
  content: Pick<HomeContent, "partners" | "mediaPartners">;
  partners: Partner[];
  mediaPartners: MediaPartner[];
}) {
  return (
    <section className="section" aria-labelledby="partners-title" data-reveal>
      <h2 id="partners-title">{content.partners.heading}</h2>
      <p className="lead">{content.partners.lead}</p>
      <ul className="partner-wall">
        {partners.map((partner) => (
          <li key={partner.id} className="partner">
            <p className="partner__name">{partner.name}</p>
            <p className="partner__market">{partner.market}</p>
            <p className="partner__note">{partner.note}</p>
          </li>
        ))}
      </ul>
      <h2 id="media-title" className="partner-wall__subheading">
        {content.mediaPartners.heading}
      </h2>
      <p className="lead">{content.mediaPartners.lead}</p>
      <ul className="partner-wall partner-wall--media" aria-labelledby="media-title">
        {mediaPartners.map((partner) => (
          <li key={partner.id} className="partner">
            <p className="partner__name">{partner.name}</p>
            <p className="partner__note">{partner.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WhySpecial({ whySpecial }: Pick<HomeContent, "whySpecial">) {
  return (
    <section className="section" aria-labelledby="special-title" data-reveal>
      <h2 id="special-title">{whySpecial.heading}</h2>
      <p className="lead">{whySpecial.lead}</p>
      <ol className="why-special">
        {whySpecial.items.map((item, index) => (
          <li key={item.id} className="why-special__item">
            <span className="why-special__number" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function GamesTeaser({
  gamesTeaser,
  games,
}: Pick<HomeContent, "gamesTeaser"> & { games: GameListItem[] | null }) {
  const m = useMessages();
  return (
    <section className="section" aria-labelledby="games-title" data-reveal>
      <h2 id="games-title">{gamesTeaser.heading}</h2>
      <p className="lead">{gamesTeaser.lead}</p>
      {games ? (
        <ul className="game-grid">
          {games.map((game) => (
            <li key={game.slug}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      ) : (
        <p role="status">{m.home.gamesFailed}</p>
      )}
      <AppLink className="button button--primary" to={gamesTeaser.viewAll.to}>
        {gamesTeaser.viewAll.label}
      </AppLink>
    </section>
  );
}

/** The figures come with the page's data (the home loader): their module holds the game list, for its count. */
export function QuickStats({
  quickStats: statsIntro,
  stats,
}: Pick<HomeContent, "quickStats"> & { stats: typeof quickStats }) {
  return (
    <section className="section" aria-labelledby="stats-title" data-reveal>
      <h2 id="stats-title">{statsIntro.heading}</h2>
      <p className="lead">{statsIntro.lead}</p>
      <dl className="quick-stats">
        {stats.map((stat) => (
          <div key={stat.id} className="quick-stats__item">
            <dt>{stat.label}</dt>
            <dd>
              {stat.value}
              {stat.suffix}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function CareersTeaser({ careersTeaser }: Pick<HomeContent, "careersTeaser">) {
  return (
    <section className="section careers-teaser" aria-labelledby="careers-title" data-reveal>
      <h2 id="careers-title">{careersTeaser.heading}</h2>
      <p className="lead">{careersTeaser.text}</p>
      <p>
        <AppLink className="button" to={careersTeaser.readMore.to}>
          {careersTeaser.readMore.label}
          <span className="visually-hidden"> {careersTeaser.heading}</span>
        </AppLink>
      </p>
      <p>
        {careersTeaser.applyLabel}{" "}
        <a href={`mailto:${careersTeaser.applyEmail}`}>{careersTeaser.applyEmail}</a>
      </p>
    </section>
  );
}

/** The six most recent articles; the empty state when there are none or they cannot be loaded. */
export function RecentNews({
  news,
  articles,
}: Pick<HomeContent, "news"> & { articles: NewsListItem[] | null }) {
  const m = useMessages();
  return (
    <section className="section" aria-labelledby="news-title" data-reveal>
      <h2 id="news-title">{news.heading}</h2>
      <p className="lead">{news.lead}</p>
      {articles && articles.length > 0 ? (
        <>
          <ul className="news-grid">
            {articles.map((article) => (
              <li key={article.id}>
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
          <AppLink className="button button--primary" to="/news">
            {m.home.allNews}
          </AppLink>
        </>
      ) : (
        <>
          <p role="status" className="muted">
            {articles ? news.empty : m.home.newsFailed}
          </p>
          <p>
            <a href={`mailto:${brand.contacts.press}`}>{brand.contacts.press}</a>
          </p>
        </>
      )}
    </section>
  );
}
