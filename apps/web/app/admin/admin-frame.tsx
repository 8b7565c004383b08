import { Form, Link, NavLink } from "react-router";
import { sectionsFor } from "./admin-sections";
import { type StaffMember, staffRoleLabels } from "./staff-member";
import "./admin.css";

function AdminNavigation({ staff }: { staff: StaffMember }) {
  return (
    <nav className="admin-nav" aria-label="Back office">
      <ul className="admin-nav__list">
        {sectionsFor(staff.role).map((section) => (
          <li key={section.path}>
            <NavLink className="admin-nav__link" to={section.path} end={section.path === "/admin"}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StaffBadge({ staff }: { staff: StaffMember }) {
  return (
    <div className="admin-staff">
      <p className="admin-staff__who">
        <span className="admin-staff__name">{staff.name}</span>
        <span className="admin-staff__role">{staffRoleLabels[staff.role]}</span>
      </p>
      <Form method="post" action="/admin/sign-out" className="admin-staff__sign-out">
        <button type="submit" className="button admin-button--small">
          Sign out
        </button>
      </Form>
    </div>
  );
}

/** The back office around a page: skip link, top bar with the staff member, their sections. */
export function AdminFrame({ staff, children }: { staff: StaffMember | null; children: React.ReactNode }) {
  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="admin-bar">
        <Link className="admin-bar__brand" to="/admin">
          Quillspin <span className="admin-bar__tag">Back office</span>
        </Link>
        {staff ? <StaffBadge staff={staff} /> : null}
      </header>
      <div className={`admin-body${staff ? "" : " admin-body--alone"}`}>
        {staff ? <AdminNavigation staff={staff} /> : null}
        <main id="main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
