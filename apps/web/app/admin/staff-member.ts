/** A signed-in member of the studio's staff, as every back-office page knows them. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: "editor" | "admin";
}

export type StaffRole = StaffMember["role"];

/** How a role is named on screen. */
export const staffRoleLabels: Record<StaffRole, string> = { editor: "Editor", admin: "Administrator" };
