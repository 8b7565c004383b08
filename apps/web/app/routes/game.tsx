import { brand } from "@quillspin/content";
import { formatMultiple, formatRtp } from "@quillspin/contracts/figures";
import { useEffect } from "react";
import { data } from "react-router";
import { PlayDemoLink } from "../demo/launch/play-demo-link";
import { GameFactsTable } from "../games/game-facts-table";
import { GameImage } from "../games/game-image";
import { loadGamePage } from "../games/game-page.server";
import {
  Bonuses,
  Gallery,
  Overview,
  Paytable,
  Rules,
  SpecialFeatures,
  VolatilityCards,
  WinTiers,
} from "../games/game-sections";
import { MeasuredMathsSection } from "../games/maths/measured-maths";
import { loadMeasuredMaths } from "../games/maths/measured-maths.server";
import { MaxWinNote } from "../games/par-summary/max-win-note";
import { ParSummarySection } from "../games/par-summary/par-summary";
import { loadParSummary } from "../games/par-summary/par-summary.server";
import { rememberViewedGame } from "../games/recently-viewed";
import { RichText } from "../games/rich-text";
import { loadRtpVersions } from "../games/rtp-versions/rtp-versions.server";
import { RtpVersionsSection } from "../games/rtp-versions/rtp-versions-section";
import "../games/game-page.css";
import { gameFactsMessages } from "../locale/areas/game-facts";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { JsonLd } from "../seo/json-ld";
import { absoluteUrl, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/game";

export function loader({ params }: Route.LoaderArgs) {
  const game = loadGamePage(params.slug);
  if (!game) throw data(null, { status: 404 });
  return {
    ...game,
    maths: loadMeasuredMaths(game.slug),
    par: loadParSummary(game.slug),
    rtpVersions: loadRtpVersions(game.slug),
  };
}

const cardImage = (slug: string) => `/images/games/${slug}/card.webp`;

export default function GamePage({ loaderData: game }: Route.ComponentProps) {
  const m = useMessages(gameFactsMessages);
  useEffect(() => rememberViewedGame(game.slug), [game.slug]);
  const { content, facts } = game;
  return (
    <article className="game-page">
      <header className="game-hero">
        <div className="game-hero__text">
          <AppLink className="game-hero__back" to="/games">
            {m.gameFacts.backToGames}
          </AppLink>
          <h1>{content.name}</h1>
          <p className="game-hero__subtitle">{content.subtitle}</p>
          <dl className="game-hero__facts">
            <div>
              <dt>{m.game.facts.rtp}</dt>
              <dd>{formatRtp(facts.rtp)}</dd>
            </div>
            <div>
              <dt>{m.game.facts.volatility}</dt>
              <dd>{m.game.volatilityLevels[facts.volatility]}</dd>
            </div>
            <div>
              <dt>{m.game.facts.max_win}</dt>
              <dd>
                {formatMultiple(facts.max_win)} <MaxWinNote summary={game.par} />
              </dd>
            </div>
          </dl>
          {/* Before the summary, so a phone's first screen has it (issue 27). */}
          <PlayDemoLink
            game={{ slug: game.slug, name: content.name }}
            className="button--primary game-hero__demo"
          />
          <RichText html={content.summary} className="rich-text lead" />
        </div>
        <GameImage className="game-hero__art" src={cardImage(game.slug)} alt={content.name} priority />
      </header>
      <section className="section" aria-labelledby="game-special-features">
        <RichText html={content.summary2} />
        <h2 id="game-special-features">{m.gameFacts.specialFeaturesTitle}</h2>
        <SpecialFeatures items={content.special_features} />
      </section>
      <VolatilityCards volatility={content.volatility} />
      <Paytable symbols={content.symbols} />
      <WinTiers multipliers={content.multipliers} />
      <Gallery gallery={content.gallery} />
      <Bonuses bonuses={content.bonuses} />
      <Rules rules={content.rules} />
      <section className="section" aria-labelledby="game-languages" data-reveal>
        <h2 id="game-languages">{content.languages.title}</h2>
        <p>{m.gameFacts.languagesList(game.languages.length)}</p>
        <ul className="tag-list">
          {game.languages.map((language) => (
            <li key={language.code} lang={language.code}>
              {language.name}
            </li>
          ))}
        </ul>
      </section>
      <Overview overview={content.overview} />
      <GameFactsTable game={game} />
      <MeasuredMathsSection maths={game.maths} gameName={content.name} />
      <ParSummarySection summary={game.par} />
      <RtpVersionsSection slug={game.slug} name={content.name} versions={game.rtpVersions} />
      <nav className="section" aria-labelledby="game-features" data-reveal>
        <h2 id="game-features">{m.gameFacts.featuresTitle}</h2>
        <ul className="tag-list">
          {game.features.map((feature) => (
            <li key={feature.slug}>
              <AppLink to={`/features/${feature.slug}`}>{feature.name}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <JsonLd
        data={{
          "@type": "VideoGame",
          name: content.name,
          description: content.meta.description,
          url: absoluteUrl(`/games/${game.slug}`),
          image: absoluteUrl(cardImage(game.slug)),
          genre: facts.theme,
          gamePlatform: facts.platforms,
          applicationCategory: "Game",
          datePublished: facts.release_date,
          inLanguage: facts.languages,
          publisher: { "@type": "Organization", name: brand.name },
        }}
      />
    </article>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    ...pageMeta({
      title: loaderData.content.meta.title,
      description: loaderData.content.meta.description,
      path: `/games/${loaderData.slug}`,
    }),
    { property: "og:image", content: absoluteUrl(cardImage(loaderData.slug)) },
  ];
}
