import { randomUUID } from "node:crypto";
import type {
  DemoGambleResponse,
  DemoSession,
  DemoSpinRequest,
  DemoSpinResponse,
} from "@quillspin/contracts";
import type { Rng } from "@quillspin/game-engine";
import type { Redis } from "ioredis";
import { type App, build } from "../../src/app";
import { type ApiConfig, loadApiConfig } from "../../src/config/env";
import { toCents } from "../../src/modules/demos/bet-ladder";
import { createDatabaseDemoSessionStore } from "../../src/modules/demos/database-demo-session-store";
import type { DemoSessionStore } from "../../src/modules/demos/demo-session-record";
import { demosRoutes } from "../../src/modules/demos/demos.routes";
import { createRedisDemoSessionStore } from "../../src/modules/demos/redis-demo-session-store";
import { testApiEnv } from "../app";
import { testDatabase } from "../database";
import { testRedis } from "../redis";

/** The two places sessions live; the Redis one only when TEST_REDIS_URL names a server. */
export const demoStores: [string, () => Redis | null][] = [
  ["the database", () => null],
  [
    testRedis() ? "Redis" : "Redis (skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run)",
    () => testRedis(),
  ],
];

export const skipWithoutRedis = (redis: () => Redis | null) => redis === demoStores[1]?.[1] && !testRedis();

/** Where the test app mounts a second copy of the demo routes, with scripted outcomes and clock. */
export const SCRIPTED = "/scripted/v1";

export interface DemoTestAppOptions {
  redis?: Redis | null;
  randomSource?: () => Rng;
  clock?: () => Date;
  rateLimits?: Partial<ApiConfig["rateLimits"]>;
}

/**
 * The real API (secure outcomes under /v1) plus, when a test scripts outcomes or time, the same demo
 * routes under `/scripted/v1`. Both share the one store, as two API instances would.
 */
export async function demoTestApp({
  redis = null,
  randomSource,
  clock,
  rateLimits,
}: DemoTestAppOptions = {}) {
  const base = loadApiConfig(testApiEnv());
  const unlimited = { max: 100_000, windowMs: 60_000 };
  const app = await build({
    config: { ...base, rateLimits: { ...base.rateLimits, demoSessions: unlimited, ...rateLimits } },
    database: await testDatabase(),
    redis,
    logger: false,
  });
  if (randomSource || clock) await app.register(demosRoutes, { prefix: SCRIPTED, randomSource, clock });
  await app.ready();
  return app;
}

export function storeOf(app: App): DemoSessionStore {
  return app.redis ? createRedisDemoSessionStore(app.redis) : createDatabaseDemoSessionStore(app.database.db);
}

/** Calls the demo routes of one app, under the real or the scripted prefix. */
export function demoClient(app: App, prefix = "/v1") {
  return {
    /** A fresh session's id; `query` is the launch's own (`?jurisdiction=uk`). */
    async launch(slug: string, query = ""): Promise<string> {
      const response = await app.inject({ method: "GET", url: `${prefix}/games/${slug}/demo${query}` });
      if (response.statusCode !== 200) throw new Error(`launch ${slug}: ${response.body}`);
      return new URL(response.json().game_url).searchParams.get("session") ?? "";
    },
    async session(id: string): Promise<DemoSession> {
      const response = await app.inject({ method: "GET", url: `${prefix}/demo-sessions/${id}` });
      if (response.statusCode !== 200) throw new Error(`session: ${response.body}`);
      return response.json().data;
    },
    spinRequest(id: string, body: Partial<DemoSpinRequest>) {
      return app.inject({
        method: "POST",
        url: `${prefix}/demo-sessions/${id}/spins`,
        payload: { round_id: randomUUID(), bet: 1, ...body },
      });
    },
    async spin(id: string, body: Partial<DemoSpinRequest> = {}): Promise<DemoSpinResponse["data"]> {
      const response = await this.spinRequest(id, body);
      if (response.statusCode !== 200) throw new Error(`spin: ${response.body}`);
      return response.json().data;
    },
    /** A refused spin's status and message. */
    async refusal(id: string, body: Partial<DemoSpinRequest>) {
      const response = await this.spinRequest(id, body);
      return { status: response.statusCode, message: response.json().message as string };
    },
    gambleRequest(id: string, guess: "red" | "black") {
      return app.inject({ method: "POST", url: `${prefix}/demo-sessions/${id}/gamble`, payload: { guess } });
    },
    async gamble(id: string, guess: "red" | "black"): Promise<DemoGambleResponse["data"]> {
      const response = await this.gambleRequest(id, guess);
      if (response.statusCode !== 200) throw new Error(`gamble: ${response.body}`);
      return response.json().data;
    },
    resetRequest(id: string) {
      return app.inject({ method: "POST", url: `${prefix}/demo-sessions/${id}/reset` });
    },
    /** Spins at `bet` until a round leaves a win to gamble; the engine decides how soon. */
    async spinUntilGambleOffer(id: string) {
      for (let attempt = 0; attempt < 300; attempt++) {
        const played = await this.spin(id, { bet: 1 });
        if (played.session.gamble) return played;
        if (played.session.balance < 10) await this.resetRequest(id);
      }
      throw new Error(`No win to gamble in 300 spins of session ${id}`);
    },
  };
}

/** Removes the sessions this test worker left in Redis; database rows go with each test's truncation. */
export async function forgetDemoSessions(redis: Redis | null): Promise<void> {
  if (!redis) return;
  // SCAN takes the whole key, but DEL adds the worker's prefix itself.
  const prefix = redis.options.keyPrefix ?? "";
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${prefix}demo-session:*`, count: 500 })) {
    keys.push(...(batch as string[]).map((key) => key.slice(prefix.length)));
  }
  if (keys.length) await redis.del(...keys);
}

/** The balance after a round, in cents: what it was, less the cost, plus the win. */
export const settled = (before: number, ...rounds: { cost: number; win: number }[]) =>
  rounds.reduce((cents, round) => cents - toCents(round.cost) + toCents(round.win), toCents(before));
