import { Link, useLoaderData } from "react-router";
import { adminMeta } from "../admin-meta";
import { sectionsFor } from "../admin-sections";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/dashboard.route";
import { dashboardFigures } from "./dashboard-figures.server";

export async function loader(args: Route.LoaderArgs) {
  const { staff, api } = await requireStaff(args);
  return { staff, figures: await dashboardFigures(api, staff) };
}

/** The back office's first page: what waits, then every section the staff member may open. */
export default function AdminDashboard() {
  const { staff, figures } = useLoaderData<typeof loader>();
  const sections = sectionsFor(staff.role).filter((section) => section.path !== "/admin");
  return (
    <>
      <header className="admin-page__header">
        <h1>Welcome, {staff.name}</h1>
        <p className="admin-page__lead">What is waiting, and where to do it.</p>
      </header>
      <section aria-labelledby="dashboard-waiting">
        <h2 id="dashboard-waiting">Waiting</h2>
        <ul className="admin-cards">
          {figures.map((figure) => (
            <li key={figure.label} className="admin-card">
              <span className="admin-card__count">{figure.count}</span>
              <Link to={figure.href}>{figure.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="dashboard-sections">
        <h2 id="dashboard-sections">Sections</h2>
        <ul className="admin-cards">
          {sections.map((section) => (
            <li key={section.path} className="admin-card">
              <h3>
                <Link to={section.path}>{section.label}</Link>
              </h3>
              <p>{section.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function meta() {
  return adminMeta("Dashboard");
}
