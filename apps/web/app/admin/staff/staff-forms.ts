/** The staff page's invite form, empty. */
export const emptyInvitation = { email: "", role: "editor" };

/** The invite form's outcome id: the outcome belongs to the form, not to a listed person. */
export const inviteFormId = "invite";

/** The invitation page's form, empty; the token comes from the link. */
export const emptyAcceptance = { token: "", name: "", password: "" };
