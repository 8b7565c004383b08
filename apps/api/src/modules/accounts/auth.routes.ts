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
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  sessionTokensSchema,
  siteAddress,
  siteRoutes,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AccessTokens } from "./access-tokens";
import { AccountFailure } from "./account-failure";
import { toAccountProfile } from "./account-profile";
import { accounts } from "./accounts.tables";
import { signedInAccount } from "./authentication.plugin";
import { resendVerification, verificationLinkLifetimeHours, verifyEmail } from "./email-verification";
import { logIn, wrongCredentialsMessage } from "./login";
import { changePassword, wrongCurrentPasswordMessage } from "./password-change";
import { resetLinkLifetimeMinutes, resetPassword } from "./password-reset";
import type { PasswordResetQueue } from "./password-reset-queue";
import { registerPartner } from "./registration";
import { endSession, refreshSession, sessionEndedMessage } from "./sessions";
import { PasswordCheckThrottle } from "./throttle/password-check-throttle";
import type { Throttle } from "./throttle/throttle";
import { refuseWhenThrottled } from "./throttle/throttle-refusal";
import { throttleRules as rules } from "./throttle/throttle-rules";

export interface AuthRoutesOptions {
  accessTokens: AccessTokens;
  throttle: Throttle;
  resetQueue: PasswordResetQueue;
}

const noContent = z.null().describe("No content");
const errors = (...codes: (400 | 401 | 403 | 409 | 429)[]) =>
  Object.fromEntries(codes.map((code) => [code, apiErrorSchema]));
const bearer = "Send the access token as `Authorization: Bearer <accessToken>`.";

const resendVerificationAnswer = `If this account is waiting for its email address to be confirmed, we have emailed it a new link. The link works once, for ${verificationLinkLifetimeHours} hours.`;

const forgotPasswordAnswer = `If an account uses this address, we have emailed it a link to set a new password. The link works once, for ${resetLinkLifetimeMinutes} minutes.`;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { accessTokens, throttle, resetQueue },
) => {
  const { db } = app.database;
  const { siteUrl } = app.config;
  const passwordChecks = new PasswordCheckThrottle(throttle);

  // Tokens and account details must never sit in a browser or proxy cache.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/registration",
    {
      schema: {
        tags: ["auth"],
        summary: "Register a partner account; the address is confirmed by an emailed link",
        description: `The password must have 12 to 128 characters, some of them visible (not only spaces or zero-width characters); it must not be a common password, contain the account's name, its email address or the studio's name, or be rated easy to guess by a strength estimate (zxcvbn); a 400 names the rule it broke. Always 202 with the same message, whether the address is new or already has an account: a new address gets a confirmation link (${siteAddress(siteUrl, siteRoutes.signupVerify(""))}…, single use, ${verificationLinkLifetimeHours} hours), a taken one a notice to its owner. After confirming, the account is a partner waiting for approval: it can sign in and read \`/auth/me\`, and gets 403 on partner downloads until approved.`,
        body: registrationRequestSchema,
        response: { 202: registrationResponseSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      refuseWhenThrottled(
        reply,
        await throttle.consume([rules.registrationsPerAddress, request.ip]),
        "Too many sign-ups from this network.",
      );
      return reply.code(202).send(await registerPartner(db, request.body, siteUrl));
    },
  );

  app.post(
    "/verify-email",
    {
      schema: {
        tags: ["auth"],
        summary: "Confirm the email address of a registration with the token of its link",
        description:
          "Spends the link: the account is confirmed, every other link of it stops working and the studio is asked to approve it. The account is not signed in; the partner then signs in with the password.",
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailResponseSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      // Spending an emailed link, like setting a password from one: the two share the address's budget.
      refuseWhenThrottled(
        reply,
        await throttle.consume([rules.passwordResetsPerAddress, request.ip]),
        "Too many attempts to confirm an address.",
      );
      return verifyEmail(db, request.body.token);
    },
  );

  app.post(
    "/verify-email/resend",
    {
      schema: {
        tags: ["auth"],
        summary: "Email a new confirmation link to an unconfirmed account",
        description:
          "Takes the account's email and password, like signing in. Always 202 with the same message, so it reveals neither the account nor whether the password was right; at most three links per address an hour.",
        body: resendVerificationRequestSchema,
        response: { 202: acceptedResponseSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      // Part of signing up: it counts against the address's sign-ups, and costs argon2 work like them.
      refuseWhenThrottled(
        reply,
        await throttle.consume([rules.registrationsPerAddress, request.ip]),
        "Too many sign-ups from this network.",
      );
      await resendVerification(db, request.body, siteUrl);
      return reply.code(202).send({ message: resendVerificationAnswer });
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with email and password",
        description:
          "Wrong email and wrong password answer the same 401. The right password of an account whose email address is not confirmed yet answers 403 (ask `/auth/verify-email/resend` for a new link). Failed attempts are limited per account and client address and per client address; over those limits the answer is 429 with Retry-After in seconds. After many failures an account takes one attempt every few seconds from any address; attempts in between are answered 429 with a Retry-After of a few seconds.",
        body: loginRequestSchema,
        response: { 200: sessionTokensSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      refuseWhenThrottled(
        reply,
        await passwordChecks.admit(email, request.ip),
        "Too many failed sign-in attempts.",
      );
      const tokens = await logIn(db, request.body, accessTokens);
      if (!tokens) throw new AccountFailure(401, wrongCredentialsMessage);
      await passwordChecks.succeeded(email, request.ip);
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
        description: `Always 202 with the same message, whether or not an account uses the address: the request is queued and the mail, if any, follows. At most ${rules.resetRequestsPerAccount.limit} requests an hour per email address are mailed; past that the answer is the same and nothing more is sent, so the newest link keeps working. ${rules.resetRequestsPerAddress.limit} requests an hour per client address, then 429 with Retry-After. The link is ${siteAddress(siteUrl, siteRoutes.resetPassword(""))}… and works once, for ${resetLinkLifetimeMinutes} minutes.`,
        body: forgotPasswordRequestSchema,
        response: { 202: acceptedResponseSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      refuseWhenThrottled(
        reply,
        await throttle.consume([rules.resetRequestsPerAddress, request.ip]),
        "Too many password reset requests.",
      );
      // Past the email address's limit the answer is the same and nothing more is queued: strangers
      // can neither flood the owner's inbox nor spend the owner's own requests on a 429, and the newest
      // link already mailed keeps working (issue 25).
      if ((await throttle.consume([rules.resetRequestsPerAccount, email])).allowed) {
        await resetQueue.accept(email);
      }
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
      await passwordChecks.passwordReplaced(email);
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
        await passwordChecks.admit(account.email, request.ip),
        "Too many failed password checks.",
      );
      const tokens = await changePassword(db, account.id, request.body, { accessTokens, siteUrl });
      if (!tokens) throw new AccountFailure(400, wrongCurrentPasswordMessage);
      await passwordChecks.succeeded(account.email, request.ip);
      return tokens;
    },
  );
};
