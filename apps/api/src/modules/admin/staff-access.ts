import type { AccountRole } from "@quillspin/contracts";
import type { FastifyInstance } from "fastify";
import { requireSignedInRole } from "../accounts/authentication.plugin";

/**
 * The back office's guard, applied once to its scope (`admin.routes.ts`): every request must carry a
 * valid access token, checked when it arrives, before its body is read, so an anonymous caller always
 * gets 401 whatever they send; and no answer is ever cached, as each one holds what only staff may
 * read. Which staff may use a section is the section's to say (`staffSection`).
 */
export function staffScope(app: FastifyInstance): void {
  app.addHook("onRequest", app.authenticate);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
}

/**
 * The roles a back-office section lets in, checked as the request arrives after the scope's sign-in:
 * anyone else signed in (a partner, an editor on an administrators' section, an account awaiting
 * approval) gets 403 saying who may.
 */
export function staffSection(app: FastifyInstance, ...roles: [AccountRole, ...AccountRole[]]): void {
  app.addHook("onRequest", async (request) => requireSignedInRole(request, roles));
}

/** Who may call a back-office section, as its routes' OpenAPI descriptions begin. */
export const staffAccessNote = {
  admins: "Admins only: `Authorization: Bearer <accessToken>` of an approved admin account.",
  editors:
    "Editors and admins only: `Authorization: Bearer <accessToken>` of an approved account with the editor or admin role.",
} as const;
