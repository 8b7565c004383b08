import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminPartnerRoutes } from "../accounts/admin-partners.routes";
import { adminStaffRoutes } from "../accounts/admin-staff.routes";
import { auditRoutes } from "../audit/audit.routes";
import { adminMessagesRoutes } from "../contact/admin-messages.routes";
import { newsEditingRoutes } from "../news/news.editing.routes";
import { adminIntegrationRoutes } from "../operator/admin/integrations.routes";
import { roadmapEditingRoutes } from "../roadmap/roadmap.editing.routes";
import { subscriberRoutes } from "../subscriptions/subscribers.routes";
import { staffScope } from "./staff-access";

/**
 * The back office's API: every staff route, under `/v1/admin`, in this one scope. The scope's guard
 * signs the caller in and caches nothing (`staffScope`); each section below is its domain's module and
 * names the roles it lets in (`staffSection`).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasDecorator("requireRole")) {
    throw new Error("adminRoutes needs the accounts module (app.requireRole): register it first");
  }
  staffScope(app);
  // Editors and administrators.
  await app.register(newsEditingRoutes);
  await app.register(roadmapEditingRoutes);
  // Administrators only.
  await app.register(adminPartnerRoutes);
  await app.register(adminStaffRoutes);
  await app.register(adminMessagesRoutes);
  await app.register(subscriberRoutes);
  await app.register(auditRoutes);
  await app.register(adminIntegrationRoutes);
};
