import {
  assignableStaffResponseSchema,
  type MessageDetail,
  type MessageListQuery,
  type MessageListResponse,
  messageListResponseSchema,
  messageResponseSchema,
  type StaffMemberSummary,
} from "@quillspin/contracts";
import { data } from "react-router";
import type { ApiClient } from "../../api/api-client";
import { ApiRequestError } from "../../api/api-request-error";

/** The back office's calls to `/v1/admin/messages`, each checked against its contract. */

export function messageList(api: ApiClient, query: MessageListQuery): Promise<MessageListResponse> {
  return api.get("/admin/messages", query, { schema: messageListResponseSchema });
}

export async function assignableStaff(api: ApiClient): Promise<StaffMemberSummary[]> {
  return (await api.get("/admin/messages/assignees", undefined, { schema: assignableStaffResponseSchema }))
    .data;
}

/**
 * Opens a message the way a person opens a mail: reading it marks it read for the team. The API
 * keeps reading and marking apart; opening the page is the act of reading, so the loader does both.
 */
export async function openMessage(api: ApiClient, id: string): Promise<MessageDetail> {
  try {
    const { data: message } = await api.get(`/admin/messages/${encodeURIComponent(id)}`, undefined, {
      schema: messageResponseSchema,
    });
    if (message.read) return message;
    return (
      await api.post(
        `/admin/messages/${encodeURIComponent(id)}/read`,
        { read: "read" },
        { schema: messageResponseSchema },
      )
    ).data;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export async function messageAction(api: ApiClient, id: string, path: string, body?: unknown) {
  return (
    await api.post(`/admin/messages/${encodeURIComponent(id)}/${path}`, body, {
      schema: messageResponseSchema,
    })
  ).data;
}
