import type { GameContent } from "@quillspin/content";
import { GameImage } from "./game-image";
import { RichText } from "./rich-text";

export function SpecialFeatures({ items }: { items: GameContent["special_features"] }) {
  return (
    <ul className="feature-list">
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3>{item.title}</h3>
          <RichText html={item.content} />
        </li>
      ))}
    </ul>
  );
}

export function VolatilityCards({ volatility }: { volatility: GameContent["volatility"] }) {
  return (
    <section className="section" aria-labelledby="game-volatility" data-reveal>
      <h2 id="game-volatility">{volatility.title}</h2>
      <ul className="stat-cards">
        {volatility.list.map((card) => (
          <li key={card.title} className={`stat-card stat-card--${card.size}`}>
            <GameImage src={card.image} alt={card.alt} />
            <h3>{card.title}</h3>
            <RichText html={card.content} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Paytable({ symbols }: { symbols: GameContent["symbols"] }) {
  return (
    <section className="section" aria-labelledby="game-symbols" data-reveal>
      <h2 id="game-symbols">{symbols.title}</h2>
      <p className="muted">{symbols.subtitle}</p>
      <ul className="paytable">
        {symbols.list.map((symbol) => (
          <li key={symbol.title} className="paytable__symbol">
            <GameImage src={symbol.image} alt={symbol.alt ?? symbol.title} />
            <div>
              <h3>{symbol.title}</h3>
              <p className="paytable__pays">{symbol.multiplier}</p>
              <RichText html={symbol.content} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WinTiers({ multipliers }: { multipliers: GameContent["multipliers"] }) {
  return (
    <section className="section" aria-labelledby="game-multipliers" data-reveal>
      <h2 id="game-multipliers">{multipliers.title}</h2>
      <ul className="tier-list">
        {multipliers.list.map((tier) => (
          <li key={tier.title} className="card">
            <GameImage src={tier.image} alt="" />
            <h3>{tier.title}</h3>
            <RichText html={tier.content} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Gallery({ gallery }: { gallery: GameContent["gallery"] }) {
  return (
    <section className="section" aria-labelledby="game-gallery" data-reveal>
      <h2 id="game-gallery">{gallery.title}</h2>
      <RichText html={gallery.content} />
      <ul className="gallery">
        {gallery.list.map((image) => (
          <li key={image.image}>
            <GameImage src={image.image} alt={image.alt} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Bonuses({ bonuses }: { bonuses: GameContent["bonuses"] }) {
  return (
    <section className="section" aria-labelledby="game-bonuses" data-reveal>
      <h2 id="game-bonuses">{bonuses.title}</h2>
      <ol className="bonus-list">
        {bonuses.list.map((bonus) => (
          <li key={bonus.title} className={`bonus${bonus.align === "center" ? " bonus--center" : ""}`}>
            <div className="bonus__text">
              <h3>{bonus.title}</h3>
              <RichText html={bonus.content} />
            </div>
            {bonus.images.length > 0 ? (
              <div className="bonus__images">
                {bonus.images.map((image) => (
                  <GameImage key={image.image} src={image.image} alt={image.alt} />
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Rules({ rules }: { rules: GameContent["rules"] }) {
  return (
    <section className="section rules" aria-labelledby="game-rules" data-reveal>
      <h2 id="game-rules">{rules.title}</h2>
      <div className="rules__body">
        <RichText html={rules.content} />
        <GameImage src={rules.image} alt="" />
      </div>
    </section>
  );
}

/** The device illustrations are shared from one game's folder (catalogue.md section 2). */
const deviceImages = {
  mobile: "/images/games/double-fortune-panda/devices/mobile.webp",
  desktop: "/images/games/double-fortune-panda/devices/desktop.webp",
};

export function Overview({ overview }: { overview: GameContent["overview"] }) {
  const [advantages, mobile, strategy, summary] = overview;
  return (
    <section className="section overview" aria-label={advantages.title} data-reveal>
      <div className="overview__block">
        <h2>{advantages.title}</h2>
        <RichText html={advantages.content} />
      </div>
      <div className="overview__block overview__block--media">
        <GameImage src={deviceImages.mobile} alt="" />
        <div>
          <h2>{mobile.title}</h2>
          <RichText html={mobile.content} />
        </div>
      </div>
      <div className="overview__block overview__block--media">
        <GameImage src={deviceImages.desktop} alt="" />
        <div>
          <h2>{strategy.title}</h2>
          <RichText html={strategy.content} />
        </div>
      </div>
      <div className="overview__block">
        <h2>{summary.title}</h2>
        <RichText html={summary.content} />
      </div>
    </section>
  );
}
