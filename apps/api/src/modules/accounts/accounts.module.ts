import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createAccessTokens } from "./access-tokens";
import { authRoutes } from "./auth.routes";
import { authenticationPlugin } from "./authentication.plugin";
import { commonPasswords } from "./common-passwords";
import { PasswordResetQueue } from "./password-reset-queue";
import { staffInvitationRoutes } from "./staff-invitation.routes";
import { createMemoryThrottleStore } from "./throttle/memory-throttle-store";
import { createRedisThrottleStore } from "./throttle/redis-throttle-store";
import { Throttle } from "./throttle/throttle";

/**
 * Accounts, sessions and roles. Not encapsulated, so `app.authenticate`, `app.requireRole` and
 * `request.account` reach every module registered after this one. Throttle counters live in Redis
 * when the app has it, so every API instance counts together.
 */
export const accountsModule = fp(
  async (app: FastifyInstance, { prefix = "" }: { prefix?: string }) => {
    // Read the list now: a deployment without it fails at start, not at the first sign-up.
    commonPasswords();
    const accessTokens = createAccessTokens(app.config.authSecret, app.config.previousAuthSecrets);
    const throttle = new Throttle(
      app.redis ? createRedisThrottleStore(app.redis) : createMemoryThrottleStore(),
    );
    const resetQueue = new PasswordResetQueue({
      db: app.database.db,
      siteUrl: app.config.siteUrl,
      log: app.log.child({ module: "password-resets" }),
    });
    // A serving API resolves reset requests; tests that only inject resolve them when they choose.
    app.addHook("onListen", async () => resetQueue.start());
    app.addHook("onClose", () => resetQueue.stop());

    await app.register(authenticationPlugin, { accessTokens });
    await app.register(authRoutes, { prefix: `${prefix}/auth`, accessTokens, throttle, resetQueue });
    await app.register(staffInvitationRoutes, { prefix: `${prefix}/auth/staff-invitation`, throttle });
  },
  { name: "accounts" },
);
