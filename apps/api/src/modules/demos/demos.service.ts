import { randomUUID } from "node:crypto";
import {
  type CardColour,
  type DemoGambleResponse,
  type DemoReplay,
  type DemoRound,
  type DemoRoundSummary,
  type DemoSession,
  type DemoSpinRequest,
  type DemoSpinResponse,
  defaultJurisdiction,
  demoReplayDays,
  type JurisdictionId,
  siteRoutes,
} from "@quillspin/contracts";
import {
  canGamble,
  exactCostFactor,
  gamble,
  minorUnitsTimes,
  type Rng,
  rtpVersionFigures,
  SpinRequestError,
  spin,
  winInMinorUnits,
} from "@quillspin/game-engine";
import { toCents } from "./bet-ladder";
import { type DemoGame, demoGame } from "./demo-games";
import { DemoRefusal } from "./demo-refusal";
import type { ArchivedRound, DemoRoundArchive } from "./demo-rounds";
import type { DemoSessionRecord, DemoSessionStore, GambleOffer } from "./demo-session-record";
import { formatFun, rtpVersionView, toDemoSession } from "./demo-session-view";
import { autoplayRunOf, profileRefusal } from "./profile-rules";
import { roundOfSpin } from "./round-of-spin";

export const startingBalanceCents = 100_000;
/** A session lives this long after its last play. */
export const sessionLifetimeMs = 24 * 60 * 60 * 1000;
/** Round ids remembered to refuse a late retry; only the latest round itself is kept to answer again. */
const rememberedRoundIds = 20;
/** Reads and retries of one change before the player is asked to try again. */
const maxAttempts = 32;

export const sessionNotFoundMessage =
  "Demo session not found or expired: start a new demo from the game's page.";

export const replayNotFoundMessage = `Round not found, or its replay has expired: a demo round's replay is kept for ${demoReplayDays} days.`;

export interface DemoServiceDependencies {
  store: DemoSessionStore;
  /** Every round played, for the session's history and the round's replay. */
  archive: DemoRoundArchive;
  /** A source of outcomes per request: cryptoRng in production, scripted in tests. */
  randomSource: () => Rng;
  clock: () => Date;
  siteUrl: string;
}

/** What a change decided: the session to write (none when nothing changes) and the answer to give. */
interface Decision<T> {
  next: DemoSessionRecord | null;
  answer: T;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renewed(session: DemoSessionRecord, now: Date, changes: Partial<DemoSessionRecord>) {
  return {
    ...session,
    ...changes,
    version: session.version + 1,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
  };
}

function betRefusal(request: DemoSpinRequest, game: DemoGame): DemoRefusal | null {
  const cents = toCents(request.bet);
  if (Math.abs(request.bet * 100 - cents) < 1e-6 && game.betsCents.includes(cents)) return null;
  const bets = game.betsCents.map((bet) => formatFun(bet).replace(" FUN", "")).join(", ");
  return new DemoRefusal(400, `body.bet: ${request.bet} is not a bet of ${game.name}; pick one of ${bets}`);
}

/** Checks the spin against what the game offers, in the order a player would fix it. */
function refusalOf(request: DemoSpinRequest, game: DemoGame): DemoRefusal | null {
  const { model } = game;
  const badBet = betRefusal(request, game);
  if (badBet) return badBet;
  if (request.double_chance && !model.doubleChance) {
    return new DemoRefusal(400, `body.double_chance: ${game.name} has no Double Chance`);
  }
  const buy = request.buy ?? null;
  if (buy !== null) {
    if (request.double_chance) {
      const label = model.doubleChance?.label ?? "Double Chance";
      return new DemoRefusal(
        400,
        `body.buy: ${label} disables the Buy Bonus; switch ${label} off to buy the feature`,
      );
    }
    if (!model.buyOptions.some((option) => option.id === buy)) {
      const offered = model.buyOptions.map((option) => `"${option.id}"`).join(", ");
      return new DemoRefusal(
        400,
        offered
          ? `body.buy: ${game.name} has no buy option "${buy}"; it offers ${offered}`
          : `body.buy: ${game.name} has no Buy Bonus`,
      );
    }
  }
  if (request.choice !== undefined) {
    const choices = model.freeSpinChoices;
    if (!choices) return new DemoRefusal(400, `body.choice: ${game.name} offers no free-spins choice`);
    if (request.choice >= choices.options.length) {
      return new DemoRefusal(
        400,
        `body.choice: pick 0 to ${choices.options.length - 1} (${choices.options.join(", ")})`,
      );
    }
  }
  return null;
}

/** The game a session plays, at the RTP version it was launched with. */
function sessionGame(session: DemoSessionRecord): DemoGame | undefined {
  return demoGame(session.game, session.rtpVersion ?? undefined);
}

function sameSpin(round: DemoRound, request: DemoSpinRequest): boolean {
  return (
    round.bet === toCents(request.bet) / 100 &&
    round.buy === (request.buy ?? null) &&
    round.double_chance === (request.double_chance ?? false)
  );
}

/**
 * Demo play on the server: the session holds the balance, the engine draws every outcome. Each change
 * reads the session, decides, and writes it back only onto the version it read, retrying otherwise, so
 * concurrent plays on one session (from any API instance) never spend the same balance twice.
 *
 * Money moves at once: a round's cost is debited and its win credited in the same write. The gamble then
 * stakes that already credited win: a move debits the stake and credits what the card pays (double or
 * nothing), so an offer the player ignores needs no settling, and a new spin simply drops it.
 */
export function createDemoService({ store, archive, randomSource, clock, siteUrl }: DemoServiceDependencies) {
  async function change<T>(
    id: string,
    decide: (session: DemoSessionRecord, game: DemoGame, now: Date) => Decision<T>,
  ): Promise<T> {
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const now = clock();
      const session = await store.find(id, now);
      const game = session && sessionGame(session);
      if (!session || !game) throw new DemoRefusal(404, sessionNotFoundMessage);
      const { next, answer } = decide(session, game, now);
      if (!next || (await store.replace(next, now))) return answer;
      // Another play landed first: read it again, after a short random wait so the losers spread out.
      await pause(Math.random() * Math.min(2 ** attempt, 50));
    }
    throw new DemoRefusal(409, "This demo session is busy with other plays: try again in a moment.");
  }

  return {
    /**
     * A fresh session of the game's demo at an RTP version (the stated one when absent) under a
     * jurisdiction profile, and the player's address for it; undefined for an unknown game. A version the
     * game does not offer is a 400.
     */
    async launch(
      slug: string,
      { rtp, jurisdiction = defaultJurisdiction }: { rtp?: number; jurisdiction?: JurisdictionId } = {},
    ): Promise<{ game_url: string } | undefined> {
      if (!demoGame(slug)) return undefined;
      const game = demoGame(slug, rtp);
      if (!game) {
        const offered = rtpVersionFigures(slug).map((version) => version.id);
        throw new DemoRefusal(
          400,
          `querystring.rtp: ${rtp} is not an RTP version of this game; it offers ${offered.join(", ")}`,
        );
      }
      const now = clock();
      const session: DemoSessionRecord = {
        id: randomUUID(),
        game: game.slug,
        rtpVersion: game.version.stated ? null : game.version.id,
        jurisdiction,
        version: 1,
        balanceCents: startingBalanceCents,
        startingBalanceCents,
        stakedCents: 0,
        wonCents: 0,
        betCents: game.defaultBetCents,
        rounds: 0,
        gameState: game.model.initialState(),
        gamble: null,
        lastRound: null,
        lastRoundAt: null,
        autoplay: null,
        playedRoundIds: [],
        createdAt: now,
        expiresAt: new Date(now.getTime() + sessionLifetimeMs),
      };
      await store.create(session);
      const address = new URL(siteRoutes.demoPlay(game.slug), siteUrl);
      address.searchParams.set("session", session.id);
      // The .com build's address stays as it always was; the others name their profile.
      if (jurisdiction !== defaultJurisdiction) address.searchParams.set("jurisdiction", jurisdiction);
      return { game_url: address.toString() };
    },

    async session(id: string): Promise<DemoSession> {
      const session = await store.find(id, clock());
      const game = session && sessionGame(session);
      if (!session || !game) throw new DemoRefusal(404, sessionNotFoundMessage);
      return toDemoSession(session, game);
    },

    async spin(id: string, request: DemoSpinRequest): Promise<DemoSpinResponse["data"]> {
      const rng = randomSource();
      const owner = await archive.sessionOf(request.round_id);
      if (owner !== null && owner !== id) {
        throw new DemoRefusal(409, `body.round_id: round ${request.round_id} was already played`);
      }
      const played = await change(id, (session, game, now) => {
        const archived = (round: DemoRound, playedAt: Date): ArchivedRound => ({
          sessionId: session.id,
          game: session.game,
          rtpVersion: session.rtpVersion,
          jurisdiction: session.jurisdiction,
          round,
          playedAt,
        });
        const last = session.lastRound;
        if (last?.id === request.round_id) {
          if (!sameSpin(last, request)) {
            throw new DemoRefusal(
              422,
              `body.round_id: round ${last.id} was played with another bet or feature`,
            );
          }
          return {
            next: null,
            answer: {
              data: { round: last, session: toDemoSession(session, game) },
              archived: archived(last, session.lastRoundAt ?? now),
            },
          };
        }
        if (session.playedRoundIds.includes(request.round_id)) {
          throw new DemoRefusal(409, `body.round_id: round ${request.round_id} was already played`);
        }
        const refusal = refusalOf(request, game);
        if (refusal) throw refusal;

        const { model } = game;
        const betCents = toCents(request.bet);
        const bet = betCents / 100;
        const buy = request.buy ?? null;
        const doubleChance = request.double_chance ?? false;
        // A Double Chance stake between two cents (1.25 × 0.50) is charged at the cent below: FUN has no
        // half cents, and nobody pays more than the stake. The game server refuses such a bet instead, as
        // a real wallet cannot take a fraction of a minor unit.
        const costCents = minorUnitsTimes(betCents, exactCostFactor(model, buy, doubleChance)).whole;
        const run = autoplayRunOf(session, request);
        const unfit = profileRefusal(session, request, run, costCents, now);
        if (unfit) throw unfit;
        if (costCents > session.balanceCents) {
          throw new DemoRefusal(
            409,
            `This round costs ${formatFun(costCents)} and the demo balance is ${formatFun(session.balanceCents)}. Refill the balance to keep playing.`,
          );
        }
        let result: ReturnType<typeof spin>;
        try {
          result = spin(model, session.gameState, {
            bet,
            rng,
            buy: buy ?? undefined,
            doubleChance,
            choice: request.choice,
          });
        } catch (error) {
          if (error instanceof SpinRequestError) throw new DemoRefusal(400, `body: ${error.message}`);
          throw error;
        }
        const winCents = winInMinorUnits(betCents, result.exactWinMultiple);
        const maxPayCents = model.maxWin * betCents;
        const offer: GambleOffer | null = canGamble(winCents, 1, maxPayCents)
          ? { stakeCents: winCents, move: 1, maxPayCents }
          : null;
        const round = roundOfSpin(request.round_id, result, { cost: costCents / 100, win: winCents / 100 });
        const next = renewed(session, now, {
          balanceCents: session.balanceCents - costCents + winCents,
          stakedCents: session.stakedCents + costCents,
          wonCents: session.wonCents + winCents,
          betCents,
          rounds: session.rounds + 1,
          gameState: result.state,
          gamble: offer,
          lastRound: round,
          lastRoundAt: now,
          autoplay: run,
          playedRoundIds: [...session.playedRoundIds, round.id].slice(-rememberedRoundIds),
        });
        return {
          next,
          answer: { data: { round, session: toDemoSession(next, game) }, archived: archived(round, now) },
        };
      });
      // After the balance moved: a retry of the round (same id) stores it again if this failed.
      await archive.keep(played.archived);
      return played.data;
    },

    gamble(id: string, guess: CardColour): Promise<DemoGambleResponse["data"]> {
      const rng = randomSource();
      return change(id, (session, game, now) => {
        const offer = session.gamble;
        if (!offer) {
          throw new DemoRefusal(
            409,
            "No win to gamble: the gamble is offered on the win of the latest round.",
          );
        }
        const played = gamble({
          stake: offer.stakeCents / 100,
          guess,
          move: offer.move,
          maxPay: offer.maxPayCents / 100,
          rng,
        });
        const winCents = toCents(played.win);
        const next = renewed(session, now, {
          balanceCents: session.balanceCents - offer.stakeCents + winCents,
          stakedCents: session.stakedCents + offer.stakeCents,
          wonCents: session.wonCents + winCents,
          gamble: played.canContinue
            ? { stakeCents: winCents, move: offer.move + 1, maxPayCents: offer.maxPayCents }
            : null,
        });
        return {
          next,
          answer: {
            card: played.card,
            correct: played.correct,
            win: winCents / 100,
            session: toDemoSession(next, game),
          },
        };
      });
    },

    /** The session's latest rounds, newest first; a 404 once the session is over. */
    async history(id: string): Promise<DemoRoundSummary[]> {
      const now = clock();
      const session = await store.find(id, now);
      if (!session) throw new DemoRefusal(404, sessionNotFoundMessage);
      return archive.history(id, now);
    },

    /** A round as it was played, for its public replay; a 404 when unknown or past its lifetime. */
    async replay(roundId: string): Promise<DemoReplay> {
      const stored = await archive.find(roundId, clock());
      const game = stored && demoGame(stored.game, stored.rtpVersion ?? undefined);
      if (!stored || !game) throw new DemoRefusal(404, replayNotFoundMessage);
      return {
        game: { slug: game.slug, name: game.name },
        rtp_version: rtpVersionView(game.version),
        jurisdiction: stored.jurisdiction,
        played_at: stored.playedAt.toISOString(),
        expires_at: stored.expiresAt.toISOString(),
        currency: stored.currency,
        round: stored.round,
      };
    },

    /** Refills the balance; a pending gamble is dropped, since its stake may be more than the refill. */
    reset(id: string): Promise<DemoSession> {
      return change(id, (session, game, now) => {
        const next = renewed(session, now, { balanceCents: session.startingBalanceCents, gamble: null });
        return { next, answer: toDemoSession(next, game) };
      });
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
