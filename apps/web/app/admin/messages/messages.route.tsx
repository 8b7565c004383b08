import { useLoaderData } from "react-router";
import { adminMeta } from "../admin-meta";
import { AdminPagination } from "../admin-pagination";
import { requireStaff } from "../staff-session.server";
import { MessageFilters } from "./message-filters";
import { messageListStateOf, messagePageHref } from "./message-list-query";
import { MessageTable } from "./message-table";
import { assignableStaff, messageList } from "./messages-api.server";
import "./messages.css";
import type { Route } from "./+types/messages.route";

export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  const state = messageListStateOf(new URL(args.request.url));
  const [list, staff] = await Promise.all([messageList(api, state.query), assignableStaff(api)]);
  return { state, list, staff };
}

/** The contact form's messages, newest first, with filters in the address. */
export default function AdminMessages() {
  const { state, list, staff } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(list.meta.total / list.meta.limit));
  const filtered = Object.values(state.values).some(Boolean);
  return (
    <>
      <header className="admin-page__header">
        <h1>Messages</h1>
        <p className="admin-page__lead">
          {list.meta.unread === 1 ? "1 message unread" : `${list.meta.unread} messages unread`}. Reading a
          message marks it read for the whole team.
        </p>
      </header>
      <MessageFilters state={state} staff={staff} />
      <p role="status" className="message-count">
        {list.meta.total === 1 ? "1 message" : `${list.meta.total} messages`}
        {filtered ? " match the filters" : ""}
      </p>
      {list.data.length > 0 ? (
        <MessageTable messages={list.data} />
      ) : (
        <p>{filtered ? "No message matches these filters." : "No message has arrived yet."}</p>
      )}
      <AdminPagination
        label="Pages of messages"
        page={list.meta.page}
        pages={pages}
        hrefOf={(page) => messagePageHref(state.values, page)}
      />
    </>
  );
}

export function meta() {
  return adminMeta("Messages");
}
