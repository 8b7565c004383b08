import type { StaffRole } from "./staff-member";

export interface AdminSection {
  /** The navigation's label and the section page's heading. */
  label: string;
  path: string;
  /** Who may open it; the API refuses the others whatever the navigation shows. */
  roles: readonly StaffRole[];
  /** One line on the dashboard saying what the section is for. */
  summary: string;
}

const everyone: readonly StaffRole[] = ["editor", "admin"];
const administrators: readonly StaffRole[] = ["admin"];

/** Every section of the back office, in the navigation's order. */
export const adminSections = [
  { label: "Dashboard", path: "/admin", roles: everyone, summary: "What needs attention today." },
  {
    label: "News",
    path: "/admin/news",
    roles: everyone,
    summary: "Write, schedule and publish articles.",
  },
  {
    label: "Roadmap",
    path: "/admin/roadmap",
    roles: everyone,
    summary: "Add, reorder and complete the roadmap's milestones.",
  },
  {
    label: "Partners",
    path: "/admin/partners",
    roles: administrators,
    summary: "Approve, reject, disable and re-enable partner accounts.",
  },
  {
    label: "Messages",
    path: "/admin/messages",
    roles: administrators,
    summary: "Read and answer contact messages, and follow their mail.",
  },
  {
    label: "Subscribers",
    path: "/admin/subscribers",
    roles: administrators,
    summary: "Newsletter subscribers: counts, search, export and erasure.",
  },
  {
    label: "Integrations",
    path: "/admin/integrations",
    roles: administrators,
    summary: "Operators' sandbox integrations: stuck transactions resolved by hand, reports, fraud signals.",
  },
  {
    label: "Staff",
    path: "/admin/staff",
    roles: administrators,
    summary: "Invite editors and administrators, change roles, disable accounts.",
  },
  {
    label: "Audit log",
    path: "/admin/audit",
    roles: administrators,
    summary: "Who changed what, and when, with each change's before and after.",
  },
] as const satisfies readonly AdminSection[];

/** The sections a staff member may open: editors see News and Roadmap besides the dashboard. */
export function sectionsFor(role: StaffRole): AdminSection[] {
  return adminSections.filter((section) => (section.roles as readonly StaffRole[]).includes(role));
}
