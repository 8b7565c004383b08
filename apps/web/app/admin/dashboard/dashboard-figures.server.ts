import {
  messageListResponseSchema,
  newsEditorListResponseSchema,
  partnerListResponseSchema,
} from "@quillspin/contracts";
import type { ApiClient } from "../../api/api-client";
import type { StaffMember } from "../staff-member";

/** One figure on the dashboard: how many, what of, and the section where to act on it. */
export interface DashboardFigure {
  label: string;
  count: number;
  href: string;
}

/** Only the total is read: one row per call is the least the list endpoints answer. */
const COUNT_ONLY = { page: 1, limit: 1 };

const articles = (api: ApiClient, status: "draft" | "scheduled") =>
  api
    .get("/admin/news", { ...COUNT_ONLY, status }, { schema: newsEditorListResponseSchema })
    .then((answer) => answer.meta.total);

const pendingPartners = (api: ApiClient) =>
  api
    .get("/admin/partners", { ...COUNT_ONLY, status: "pending" }, { schema: partnerListResponseSchema })
    .then((answer) => answer.meta.total);

const unreadMessages = (api: ApiClient) =>
  api
    .get("/admin/messages", { ...COUNT_ONLY, read: "unread" }, { schema: messageListResponseSchema })
    .then((answer) => answer.meta.unread);

/** What waits for this staff member, from the API's own lists, fetched side by side. */
export async function dashboardFigures(api: ApiClient, staff: StaffMember): Promise<DashboardFigure[]> {
  const [drafts, scheduled, partners, unread] = await Promise.all([
    articles(api, "draft"),
    articles(api, "scheduled"),
    staff.role === "admin" ? pendingPartners(api) : null,
    staff.role === "admin" ? unreadMessages(api) : null,
  ]);
  return [
    { label: "Draft articles", count: drafts, href: "/admin/news?status=draft" },
    { label: "Scheduled articles", count: scheduled, href: "/admin/news?status=scheduled" },
    ...(partners === null
      ? []
      : [
          { label: "Partners waiting for approval", count: partners, href: "/admin/partners?status=pending" },
        ]),
    ...(unread === null
      ? []
      : [{ label: "Unread messages", count: unread, href: "/admin/messages?read=unread" }]),
  ];
}
