import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import {
  apiErrorSchema,
  careerApplicationLimits,
  careerApplicationReceiptSchema,
  careerApplicationSchemaFor,
} from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../plugins/errors";
import { rateLimitFor } from "../../plugins/rate-limit";
import { contactHeadersSchema } from "../contact/contact.schemas";
import { openRoleIds, submitCareerApplication } from "./careers.service";
import { CvRefused, checkCvFile } from "./cv-file";

const RECEIVED =
  "Thank you: your application has reached the studio. We answer every application within ten working days.";

/** The application's fields: the same schema the careers form and the page's action check. */
export const careerApplicationSchema = careerApplicationSchemaFor(openRoleIds);

const textFields = ["name", "email", "role", "note", "consent", "website"] as const;

/** What the multipart body held: its text fields as the schema reads them, and the CV's file part. */
interface ReadApplication {
  fields: Record<string, unknown>;
  cv: { name: string; bytes: Buffer } | null;
}

/** The first message of each field the schema refused, as the API's errors name them: `field: message`. */
function fieldMessages(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = `body.${String(issue.path[0] ?? "")}`;
    if (!byField.has(field)) byField.set(field, `${field}: ${issue.message}`);
  }
  return [...byField.values()].join("; ");
}

/**
 * Job applications from the careers page, with a CV, into the shared inbox of the back office
 * (`/admin/messages`, topic careers). `multipart/form-data` like a browser's form sends it.
 */
export const careersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: careerApplicationLimits.cvMaxBytes,
      files: 1,
      fields: textFields.length,
      fieldSize: careerApplicationLimits.note * 4,
      parts: textFields.length + 1,
    },
  });

  app.post(
    "/careers/applications",
    {
      config: { rateLimit: rateLimitFor(app.config.rateLimits.contact) },
      schema: {
        tags: ["careers"],
        summary: "Apply for an open role with a CV",
        description: `\`multipart/form-data\` with the text fields \`name\`, \`email\`, \`role\` (an open position's id), \`note\` (optional), \`consent\` (\`true\` or \`on\`) and one file part \`cv\`: a PDF or Word (.docx) document of at most ${careerApplicationLimits.cvMaxBytes / 1024 / 1024} MB, whose type is read from its bytes. The application and its CV are stored together and reach the back office's messages. Limited per client address like the contact form.`,
        consumes: ["multipart/form-data"],
        headers: contactHeadersSchema,
        response: {
          201: careerApplicationReceiptSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply
          .code(415)
          .send(
            apiError(415, "Send the application as multipart/form-data, with the CV as the file part cv"),
          );
      }
      let read: ReadApplication;
      try {
        read = { fields: {}, cv: null };
        for await (const part of request.parts()) {
          if (part.type === "file") {
            if (part.fieldname !== "cv") {
              await part.toBuffer();
              return reply
                .code(400)
                .send(apiError(400, `${part.fieldname}: unexpected file; send the CV as cv`));
            }
            read.cv = { name: part.filename, bytes: await part.toBuffer() };
          } else if ((textFields as readonly string[]).includes(part.fieldname)) {
            read.fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") {
          return reply
            .code(413)
            .send(
              apiError(
                413,
                `body.cv: a CV may have at most ${careerApplicationLimits.cvMaxBytes / 1024 / 1024} MB`,
              ),
            );
        }
        request.log.info({ err: error }, "unreadable application upload");
        return reply
          .code(400)
          .send(apiError(400, "The application is not a readable multipart/form-data body"));
      }
      const { consent, ...text } = read.fields;
      const parsed = careerApplicationSchema.safeParse({
        ...text,
        consent: consent === "true" || consent === "on" ? true : consent,
        cv: read.cv?.name ?? "",
      });
      if (!parsed.success) return reply.code(400).send(apiError(400, fieldMessages(parsed.error.issues)));
      const { website, consent: _consent, cv: cvName, ...fields } = parsed.data;
      // A filled honeypot is a bot: it gets the same answer as a person and nothing is kept.
      if (website) return reply.code(201).send({ id: randomUUID(), message: RECEIVED });
      if (!read.cv)
        return reply.code(400).send(apiError(400, "body.cv: Attach your CV as a PDF or Word (.docx) file"));
      let kind: Awaited<ReturnType<typeof checkCvFile>>;
      try {
        kind = await checkCvFile(read.cv.bytes);
      } catch (error) {
        if (!(error instanceof CvRefused)) throw error;
        return reply.code(error.statusCode).send(apiError(error.statusCode, error.message));
      }
      const outcome = await submitCareerApplication(
        app.database.db,
        fields,
        { name: cvName, kind, bytes: read.cv.bytes },
        {
          idempotencyKey: request.headers["idempotency-key"],
          mail: { inbox: app.config.mail.contactInbox, siteUrl: app.config.siteUrl },
        },
      );
      if (outcome.kind === "key-reused") {
        return reply
          .code(422)
          .send(apiError(422, "This Idempotency-Key was already used for a different application"));
      }
      return reply.code(201).send({ id: outcome.id, message: RECEIVED });
    },
  );
};
