import { rethrowAsPageError } from "../../errors/api-page-error.server";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/message-file.route";

/** A file that came with a message (a job application's CV), from the API as the signed-in administrator. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  const { id, fileId } = args.params;
  const answer = await api
    .file(`/admin/messages/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`)
    .catch(rethrowAsPageError);
  const headers = new Headers({ "cache-control": "private, no-store", "x-content-type-options": "nosniff" });
  for (const name of ["content-type", "content-disposition", "content-length"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { headers });
}
