import { Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-layout";
import { AdminErrorView } from "./admin-error-view";
import { AdminFrame } from "./admin-frame";
import { adminErrorMeta } from "./admin-meta";
import { requireStaff, staffSessionMiddleware } from "./staff-session.server";

export const middleware: Route.MiddlewareFunction[] = [staffSessionMiddleware];

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args);
  return { staff };
}

/** The frame of every back-office page: the staff member, their sections, and the page. */
export default function AdminLayout() {
  const { staff } = useLoaderData<typeof loader>();
  return (
    <AdminFrame staff={staff}>
      <Outlet />
    </AdminFrame>
  );
}

export function meta({ error }: Route.MetaArgs) {
  return error ? adminErrorMeta(error) : [];
}

/**
 * A page's failure inside the frame (an editor on an administrators' page keeps the navigation);
 * without navigation when the staff member could not be established (a partner, the API unreachable).
 */
export function ErrorBoundary() {
  const staff = useRouteLoaderData<typeof loader>("admin/admin-layout")?.staff ?? null;
  return (
    <AdminFrame staff={staff}>
      <AdminErrorView error={useRouteError()} />
    </AdminFrame>
  );
}
