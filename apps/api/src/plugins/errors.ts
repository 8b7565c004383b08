import { STATUS_CODES } from "node:http";
import type { ApiError } from "@quillspin/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

export function apiError(statusCode: number, message: string): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? "Error", message };
}

/**
 * "querystring.limit: Too big: expected number to be <=50" — the part of the request and the field
 * come first so a caller sees at once what to fix.
 */
function describeValidation(error: FastifyError): string {
  if (!error.validation) return error.message;
  const where = error.validationContext ?? "request";
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
      return `${field ? `${where}.${field}` : where}: ${issue.message ?? "is invalid"}`;
    })
    .join("; ");
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: "path: is not valid percent-encoded UTF-8",
  FST_ERR_MAX_PARAM_LENGTH: "path: a path parameter is longer than any this API accepts",
};

/**
 * For Fastify's `frameworkErrors`: a badly encoded path or an overlong path parameter fails before
 * routing, where the error handler does not reach, and would otherwise answer in Fastify's shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (statusCode >= 500) {
    request.log.error({ err: error, method: request.method, url: request.url }, "request failed");
    return reply.code(statusCode).send(apiError(statusCode, "Internal server error"));
  }
  return reply.code(statusCode).send(apiError(statusCode, FRAMEWORK_MESSAGES[error.code] ?? error.message));
}

/**
 * One error shape for every failure, `{ statusCode, error, message }`. Client errors keep their
 * message; server errors are logged with the request's context and answered without details.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(400).send(apiError(400, describeValidation(error)));
    }
    const statusCode =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      const sent = request.headers["content-type"]?.slice(0, 100) ?? "an untyped body";
      return reply.code(415).send(apiError(415, `Send the body as application/json, not ${sent}`));
    }
    if (statusCode >= 500) {
      request.log.error({ err: error, method: request.method, url: request.url }, "request failed");
      return reply.code(statusCode).send(apiError(statusCode, "Internal server error"));
    }
    return reply.code(statusCode).send(apiError(statusCode, error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    return reply.code(404).send(apiError(404, `Route ${request.method} ${path} not found`));
  });
});
