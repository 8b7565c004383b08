import { data } from "react-router";

/** The one method a page's form sends (HTML forms post or get; `get` never reaches an action). */
const FORM_METHOD = "POST";
/** What a page with a form takes: reading it, and posting its form. */
export const FORM_PAGE_METHODS = "GET, HEAD, POST";
/** The bodies a browser's form sends, as `Accept-Post` names them to a client that sent another. */
export const FORM_BODY_TYPES = "application/x-www-form-urlencoded, multipart/form-data";

/** A posted body a browser's form could have sent: urlencoded, or multipart with its boundary. */
export function isFormBody(contentType: string | null): boolean {
  if (contentType === null) return false;
  const [mediaType = "", ...parameters] = contentType.split(";").map((part) => part.trim());
  switch (mediaType.toLowerCase()) {
    case "application/x-www-form-urlencoded":
      return true;
    case "multipart/form-data":
      return parameters.some((parameter) => /^boundary=\S/i.test(parameter));
    default:
      return false;
  }
}

/**
 * The form a page's action was posted, read in this one place by every action of the site and the
 * back office. Whatever else arrives is the client's mistake and answers the site's error view with
 * a 4xx, never a 500: another method than POST is 405 (with `Allow`), a body that is not a form (JSON,
 * none, binary, multipart without a boundary) is 415 (with `Accept-Post`), and a form body that
 * cannot be parsed is 400. `.data` requests (client navigations) come through here too.
 */
export async function readPostedForm(request: Request): Promise<FormData> {
  if (request.method !== FORM_METHOD) {
    throw data("This page takes only its own form, posted.", {
      status: 405,
      headers: { Allow: FORM_PAGE_METHODS },
    });
  }
  if (!isFormBody(request.headers.get("content-type"))) {
    throw data("Send the page's form as a browser does.", {
      status: 415,
      headers: { "Accept-Post": FORM_BODY_TYPES },
    });
  }
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read. Send it again from the page.", { status: 400 });
  }
}
