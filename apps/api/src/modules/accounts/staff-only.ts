import type { AccountRole } from "@quillspin/contracts";
import type { FastifyInstance } from "fastify";

/**
 * Makes every route of a back-office plugin staff-only: the role is checked when the request arrives,
 * before its body is read, so an anonymous caller always gets 401 and a partner 403 whatever they
 * send; and no answer is ever cached, as each one holds what only staff may read.
 */
export function staffOnly(app: FastifyInstance, ...roles: [AccountRole, ...AccountRole[]]): void {
  app.addHook("onRequest", app.requireRole(...roles));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
}
