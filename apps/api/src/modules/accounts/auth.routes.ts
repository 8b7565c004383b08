import {
  acceptedResponseSchema,
  apiErrorSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  meResponseSchema,
  refreshRequestSchema,
  registrationRequestSchema,
  registrationResponseSchema,
  resetPasswordRequestSchema,
  sessionTokensSchema,
} from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AccessTokens } from "./access-tokens";
import { AccountFailure } from "./account-failure";
import { toAccountProfile } from "./account-profile";
import { accounts } from "./accounts.tables";
import { signedInAccount } from "./authentication.plugin";
import { logIn, wrongCredentialsMessage } from "./login";
import { changePassword, wrongCurrentPasswordMessage } from "./password-change";
import { requestPasswordReset, resetLinkLifetimeMinutes, resetPassword } from "./password-reset";
import { registerPartner } from "./registration";
import { endSession, refreshSession, sessionEndedMessage } from "./sessions";
import type { Throttle } from "./throttle/throttle";
import { refuseWhenThrottled } from "./throttle/throttle-refusal";
import { throttleRules as rules } from "./throttle/throttle-rules";

export interface AuthRoutesOptions {
  accessTokens: AccessTokens;
  throttle: Throttle;
}

const noContent = z.null().describe("No content");
const errors = (...codes: (400 | 401 | 403 | 409 | 429)[]) =>
  Object.fromEntries(codes.map((code) => [code, apiErrorSchema]));
const bearer = "Send the access token as `Authorization: Bearer <accessToken>`.";

const forgotPasswordAnswer = `If an account uses this address, we have emailed it a link to set a new password. The link works once, for ${resetLinkLifetimeMinutes} minutes.`;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { accessTokens, throttle },
) => {
  const { db } = app.database;
  const { siteUrl } = app.config;

  // Tokens and account details must never sit in a browser or proxy cache.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/registration",
    {
      schema: {
        tags: ["auth"],
        summary: "Register a partner account (pending approval) and sign it in",
        description:
          "The password must have 12 to 128 characters and must not be a common password, the email address or the studio's name. A new account is a partner waiting for approval: it can sign in and read `/auth/me`, and gets 403 on partner downloads until approved.",
        body: registrationRequestSchema,
        response: { 201: registrationResponseSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      refuseWhenThrottled(
        reply,
        await throttle.consume([rules.registrationsPerAddress, request.ip]),
        "Too many sign-ups from this network.",
      );
      const registered = await registerPartner(db, request.body, { accessTokens, siteUrl });
      return reply.code(201).send(registered);
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with email and password",
        description:
          "Wrong email and wrong password answer the same 401. Failed attempts are limited per account and per client address; over the limit the answer is 429 with Retry-After in seconds.",
        body: loginRequestSchema,
        response: { 200: sessionTokensSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      refuseWhenThrottled(
        reply,
        await throttle.consume(
          [rules.loginFailuresPerAccount, email],
          [rules.loginFailuresPerAddress, request.ip],
        ),
        "Too many failed sign-in attempts.",
      );
      const tokens = await logIn(db, request.body, accessTokens);
      if (!tokens) throw new AccountFailure(401, wrongCredentialsMessage);
      await Promise.all([
        throttle.clear(rules.loginFailuresPerAccount, email),
        throttle.refund(rules.loginFailuresPerAddress, request.ip),
      ]);
      return tokens;
    },
  );

  app.post(
    "/refresh",
    {
      schema: {
        tags: ["auth"],
        summary: "Trade a refresh token for a new access token and refresh token",
        description:
          "Each refresh token works once. Presenting one that was already traded signs out the whole session (all its tokens) and answers 401. Send one refresh at a time per session.",
        body: refreshRequestSchema,
        response: { 200: sessionTokensSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const result = await refreshSession(db, request.body.refreshToken, accessTokens);
      if ("tokens" in result) return result.tokens;
      request.log.warn({ accountId: result.reusedBy }, "refresh token replayed: session revoked");
      throw new AccountFailure(401, sessionEndedMessage);
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign out the session of a refresh token",
        description:
          "Ends the session at once: its refresh token and access tokens stop working. Always 204.",
        body: refreshRequestSchema,
        response: { 204: noContent, ...errors(400) },
      },
    },
    async (request, reply) => {
      await endSession(db, request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/me",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["auth"],
        summary: "The signed-in account: profile, role and approval status",
        description: bearer,
        response: { 200: meResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(accounts)
        .where(eq(accounts.id, signedInAccount(request).id));
      if (!row) throw new AccountFailure(401, sessionEndedMessage);
      return { data: toAccountProfile(row) };
    },
  );

  app.post(
    "/forgot-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Email a link to set a new password",
        description: `Always 202 with the same message, whether or not an account uses the address. The link is ${siteUrl}/reset-password?token=… and works once, for ${resetLinkLifetimeMinutes} minutes.`,
        body: forgotPasswordRequestSchema,
        response: { 202: acceptedResponseSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      refuseWhenThrottled(
        reply,
        await throttle.consume(
          [rules.resetRequestsPerAccount, email],
          [rules.resetRequestsPerAddress, request.ip],
        ),
        "Too many password reset requests.",
      );
      await requestPasswordReset(db, email, siteUrl);
      return reply.code(202).send({ message: forgotPasswordAnswer });
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Set a new password with the token of a reset link",
        description: "Spends the link and signs the account out on every device; the user then signs in.",
        body: resetPasswordRequestSchema,
        response: { 204: noContent, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      refuseWhenThrottled(
        reply,
        await throttle.consume([rules.passwordResetsPerAddress, request.ip]),
        "Too many attempts to set a password.",
      );
      const email = await resetPassword(db, request.body, siteUrl);
      await throttle.clear(rules.loginFailuresPerAccount, email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/change-password",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["auth"],
        summary: "Change the password of the signed-in account",
        description: `${bearer} Needs the current password. Signs out every other session and answers new tokens for this one.`,
        body: changePasswordRequestSchema,
        response: { 200: sessionTokensSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const account = signedInAccount(request);
      refuseWhenThrottled(
        reply,
        await throttle.consume([rules.loginFailuresPerAccount, account.email]),
        "Too many failed password checks.",
      );
      const tokens = await changePassword(db, account.id, request.body, { accessTokens, siteUrl });
      if (!tokens) throw new AccountFailure(400, wrongCurrentPasswordMessage);
      await throttle.clear(rules.loginFailuresPerAccount, account.email);
      return tokens;
    },
  );
};
