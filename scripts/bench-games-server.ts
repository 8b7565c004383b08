// The API for `scripts/bench-games.ts`: opens the database the environment names (PGlite in DATA_DIR or
// PostgreSQL at DATABASE_URL), migrates and seeds it as `npm start` does, then grows the catalogue to
// BENCH_GAMES generated games before it listens. It runs in a process of its own so the load client does
// not share its event loop. The generated rows are written after the seed because the seed removes every
// game the content package does not hold.
import { count, sql } from "drizzle-orm";
import { build } from "../apps/api/src/app";
import { loadApiConfig } from "../apps/api/src/config/env";
import { openDatabase } from "../apps/api/src/db/database";
import { runMigrations } from "../apps/api/src/db/migrate";
import { games } from "../apps/api/src/db/schema";
import { seedCatalogue } from "../apps/api/src/db/seed";

const gameCount = Number(process.env.BENCH_GAMES ?? 10_000);
const config = loadApiConfig();
const database = await openDatabase(config.database);
await runMigrations(database, config.database.kind === "postgres" ? config.database.url : undefined);
await seedCatalogue(database.db);

const started = performance.now();
// Copy n of each of the twenty catalogue games, each copy with its own name, release date, RTP and
// volatility, the theme and type of one catalogue game and the mechanics, features and languages of
// another, so filters combine the way a large real catalogue would rather than in twenty fixed groups.
const copies = Math.ceil((gameCount - 20) / 20);
await database.db.execute(sql`
  with base as (select *, (row_number() over (order by position))::int - 1 as rn from games),
       copy as (select b.*, n from base b cross join generate_series(1, ${copies}) n)
  insert into games (slug, name, position, subtitle, summary, release_date, type_id, type, rtp, volatility,
    volatility_rank, hit_frequency, max_win, min_bet, max_bet, layout, paylines, theme_id, theme, image,
    mechanic_ids, special_feature_ids, language_ids, feature_ids)
  select c.slug || '-' || c.n, c.name || ' ' || c.n, 100 + c.n * 20 + c.rn, c.subtitle, c.summary,
    date '2014-01-01' + ((c.n * 37 + c.rn * 131) % 4700),
    t.type_id, t.type, round(94 + ((c.n * 7919 + c.rn * 104729) % 350) / 100.0, 2),
    (array['low', 'medium', 'medium-high', 'high'])[1 + (c.n + c.rn) % 4], (c.n + c.rn) % 4,
    c.hit_frequency, c.max_win, c.min_bet, c.max_bet, c.layout, c.paylines, t.theme_id, t.theme, c.image,
    f.mechanic_ids, f.special_feature_ids, f.language_ids, f.feature_ids
  from copy c join base t on t.rn = (c.rn + c.n) % 20 join base f on f.rn = (c.rn + 3 * c.n) % 20
  order by c.n, c.rn
  limit ${gameCount - 20}`);
// The links table mirrors the arrays, as the seed keeps it for the catalogue's own games.
await database.db.execute(sql`
  insert into game_entity_links (game_slug, kind, entity_id, position)
  select g.slug, 'mechanic'::game_entity_kind, id, ord::int from games g, unnest(g.mechanic_ids) with ordinality as m(id, ord) where g.position >= 100
  union all
  select g.slug, 'special_feature', id, ord::int from games g, unnest(g.special_feature_ids) with ordinality as s(id, ord) where g.position >= 100
  union all
  select g.slug, 'language', id, ord::int from games g, unnest(g.language_ids) with ordinality as l(id, ord) where g.position >= 100`);
// What autovacuum does soon after a bulk load: statistics, the visibility map and GIN pending lists.
await database.db.execute(sql`vacuum analyze games`);
await database.db.execute(sql`vacuum analyze game_entity_links`);
const [counted] = await database.db.select({ total: count() }).from(games);
console.log(
  `${counted?.total ?? "?"} games in ${database.kind}, generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// Nothing held in memory: this bench measures the queries, which the catalogue's answer cache
// (decision 24) would otherwise answer from its second request on.
const app = await build({
  config: { ...config, catalogueCacheBytes: 0 },
  database,
  logger: { level: "warn" },
});
await app.listen({ host: "127.0.0.1", port: config.port });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
