/** The forgot-password form's fields, shared by the form and the page's action (no browser code here). */
export const forgotFields = { email: "email" } as const;

export const emptyForgotPassword = { email: "" };
