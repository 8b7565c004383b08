/** The sign-in form's fields, shared by the form and the client area's action (no browser code here). */
export const signInFields = { email: "email", password: "password" } as const;

export const emptySignIn = { email: "", password: "" };

/**
 * What a sign-in answers to the page: only that it succeeded. The tokens never leave the request that
 * received them, since the session lives in the browser (decision 16).
 */
export interface SignedIn {
  signedIn: true;
}
