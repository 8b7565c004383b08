import {
  apiErrorSchema,
  assignableStaffResponseSchema,
  messageAssignmentFormSchema,
  messageHandlingFormSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageReadFormSchema,
  messageResponseSchema,
} from "@quillspin/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiError } from "../../plugins/errors";
import { signedInAccount } from "../accounts/authentication.plugin";
import { staffAccessNote, staffSection } from "../admin/staff-access";
import { assignableStaff, listMessages, mediaTypeOf, messageDetail, messageFile } from "./message-desk";
import {
  assignMessage,
  type MessageActor,
  retryMessageMail,
  setMessageHandling,
  setMessageRead,
} from "./message-handling";

const messageParamsSchema = z.object({ id: z.uuid("Message id must be a UUID") });
const messageFileParamsSchema = messageParamsSchema.extend({ fileId: z.uuid("File id must be a UUID") });

/** `filename` for old clients (ASCII, quotes and backslashes replaced) and `filename*` in UTF-8. */
function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

function actorOf(request: FastifyRequest): MessageActor {
  const { id, email, name } = signedInAccount(request);
  return { id, email, name };
}

/** The contact form's messages for administrators: reading, assigning, handling, and their mail. */
export const adminMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  staffSection(app, "admin");

  app.get(
    "/messages",
    {
      schema: {
        tags: ["admin"],
        summary: "Contact messages, newest first, with their mail's delivery state",
        description: `${staffAccessNote.admins} Filters: \`read\` (unread, read), \`state\` (open, handled), \`assignee\` (me, anyone, nobody or a staff member's id), \`topic\`, and \`q\`, part of the sender's name, email or company or of the message.`,
        querystring: messageListQuerySchema,
        response: {
          200: messageListResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listMessages(db, request.query, signedInAccount(request).id),
  );

  app.get(
    "/messages/assignees",
    {
      schema: {
        tags: ["admin"],
        summary: "The staff members a message can be assigned to",
        description: `${staffAccessNote.admins} Editors and administrators whose accounts are active.`,
        response: { 200: assignableStaffResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ data: await assignableStaff(db) }),
  );

  app.get(
    "/messages/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "One contact message in full, with the delivery history of its mail",
        description: `${staffAccessNote.admins} Reading changes nothing: the back office marks a message read with \`POST /admin/messages/{id}/read\` when it opens it.`,
        params: messageParamsSchema,
        response: { 200: messageResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await messageDetail(db, request.params.id) }),
  );

  app.get(
    "/messages/:id/files/:fileId",
    {
      schema: {
        tags: ["admin"],
        summary: "A file that came with a message (a job application's CV), as an attachment",
        description: `${staffAccessNote.admins} Answered with the type its bytes were read as when it arrived, never shown inline.`,
        params: messageFileParamsSchema,
        response: {
          200: z.any().describe("The file itself, as an attachment") as z.ZodType<Buffer>,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const file = await messageFile(db, request.params.id, request.params.fileId);
      if (!file) return reply.code(404).send(apiError(404, "This message has no such file"));
      const bytes = Buffer.from(file.content);
      return reply
        .type(mediaTypeOf(file.kind))
        .header("content-disposition", attachmentDisposition(file.fileName))
        .header("content-length", bytes.length)
        .send(bytes);
    },
  );

  app.post(
    "/messages/:id/read",
    {
      schema: {
        tags: ["admin"],
        summary: "Mark a message read or unread, for the whole team",
        description: `${staffAccessNote.admins} Messages are one shared inbox: unread means no one has opened it yet.`,
        params: messageParamsSchema,
        body: messageReadFormSchema,
        response: { 200: messageResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await setMessageRead(db, request.params.id, request.body.read, actorOf(request)),
    }),
  );

  app.post(
    "/messages/:id/assignment",
    {
      schema: {
        tags: ["admin"],
        summary: "Assign a message to an editor or administrator, or to nobody",
        description: `${staffAccessNote.admins} \`assigneeId\` is an active editor's or administrator's id, or null (or "") for nobody.`,
        params: messageParamsSchema,
        body: messageAssignmentFormSchema,
        response: { 200: messageResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await assignMessage(db, request.params.id, request.body.assigneeId, actorOf(request)),
    }),
  );

  app.post(
    "/messages/:id/handling",
    {
      schema: {
        tags: ["admin"],
        summary: "Mark a message handled, or open it again",
        description: staffAccessNote.admins,
        params: messageParamsSchema,
        body: messageHandlingFormSchema,
        response: { 200: messageResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await setMessageHandling(db, request.params.id, request.body.state, actorOf(request)),
    }),
  );

  app.post(
    "/messages/:id/mail/retry",
    {
      schema: {
        tags: ["admin"],
        summary: "Queue the message's failed mail again",
        description: `${staffAccessNote.admins} The mail worker sends it on its next round. A mail that is queued or already sent answers 409.`,
        params: messageParamsSchema,
        response: { 200: messageResponseSchema, ...refusals, 409: apiErrorSchema },
      },
    },
    async (request) => ({ data: await retryMessageMail(db, request.params.id, actorOf(request)) }),
  );
};
