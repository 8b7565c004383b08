import {
  type CareerApplicationReceipt,
  careerApplicationLimits,
  careerApplicationReceiptSchema,
  cvFileProblem,
} from "@quillspin/contracts";
import { ApiRequestError } from "../api/api-request-error";
import { serverApi } from "../api/server-api.server";
import { type SubmittedForm, submitForm } from "../forms/form-action";
import { readPostedForm } from "../forms/posted-form.server";
import { formsMessages } from "../locale/areas/forms";
import { loadMessages, withAreas } from "../locale/messages";
import { applicationBody, applicationSchema, emptyApplication } from "./application-fields";

export type PostedApplication = SubmittedForm<typeof emptyApplication, CareerApplicationReceipt>;

/** What the multipart body may weigh beyond the CV: the text fields and the parts' headers. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** A refusal the form shows under its CV field, as it shows the API's. */
function cvRefusal(message: string) {
  return new ApiRequestError(message, 400, { message: `body.cv: ${message}` });
}

/**
 * The careers form posted before scripts run (multipart, with the CV): checked with the contract's
 * schema and sent to the API by the site's server. The file is not kept in the answer, so a refused
 * form asks for it again.
 */
export async function careersAction(request: Request): Promise<PostedApplication> {
  const api = serverApi(request);
  const m = withAreas(await loadMessages(api.locale), api.locale, [formsMessages]);
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > careerApplicationLimits.cvMaxBytes + FORM_OVERHEAD_BYTES) {
    const tooLarge = cvFileProblem({ name: "cv.pdf", size: declared }) ?? "";
    return { values: emptyApplication, errors: { cv: tooLarge }, summary: null, result: null };
  }
  const posted = await readPostedForm(request);
  const file = posted.get("cv");
  const cv = file instanceof File && file.size > 0 ? file : null;
  const fields = new FormData();
  for (const [name, value] of posted) if (typeof value === "string") fields.append(name, value);
  fields.set("cv", cv?.name ?? "");
  const answer = await submitForm(fields, {
    schema: applicationSchema,
    initial: emptyApplication,
    send: async (data) => {
      const problem = cv && cvFileProblem(cv);
      if (!cv || problem) throw cvRefusal(problem ?? "Attach your CV as a PDF or Word (.docx) file");
      return api.post("/careers/applications", applicationBody(data, cv), {
        schema: careerApplicationReceiptSchema,
      });
    },
    unreachable: m.forms.unreachable,
  });
  return { ...answer, values: { ...answer.values, cv: "" } };
}
