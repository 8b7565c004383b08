import {
  apiErrorSchema,
  staffInvitationAcceptanceSchema,
  staffInvitationAcceptedSchema,
  staffInvitationLookupRequestSchema,
  staffInvitationLookupResponseSchema,
} from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { acceptInvitation, lookUpInvitation } from "./staff-invitations";
import type { Throttle } from "./throttle/throttle";
import { refuseWhenThrottled } from "./throttle/throttle-refusal";
import { throttleRules as rules } from "./throttle/throttle-rules";

export const invitationAcceptedMessage =
  "Your staff account is ready. Sign in with your email address and password.";

/** The public side of a staff invitation: the person holding the mailed link creates their account. */
export const staffInvitationRoutes: FastifyPluginAsyncZod<{ throttle: Throttle }> = async (
  app,
  { throttle },
) => {
  const { db } = app.database;
  const errors = { 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/lookup",
    {
      schema: {
        tags: ["auth"],
        summary: "Who an invitation link is for, without spending it",
        description: "400 when the link expired, was replaced, revoked or used.",
        body: staffInvitationLookupRequestSchema,
        response: { 200: staffInvitationLookupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      refuseWhenThrottled(
        reply,
        await throttle.consume([rules.passwordResetsPerAddress, request.ip]),
        "Too many attempts with invitation links.",
      );
      return lookUpInvitation(db, request.body.token);
    },
  );

  app.post(
    "/accept",
    {
      schema: {
        tags: ["auth"],
        summary: "Accept a staff invitation: name and password create the staff account",
        description:
          "Spends the link and creates the approved editor or admin account it names. The password follows the password policy; a refused password leaves the link usable. The account is not signed in.",
        body: staffInvitationAcceptanceSchema,
        response: { 201: staffInvitationAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Spending an emailed link, like setting a password from one: the two share the address's budget.
      refuseWhenThrottled(
        reply,
        await throttle.consume([rules.passwordResetsPerAddress, request.ip]),
        "Too many attempts with invitation links.",
      );
      const email = await acceptInvitation(db, request.body);
      return reply.code(201).send({ message: invitationAcceptedMessage, email });
    },
  );
};
