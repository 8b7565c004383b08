import { type PartnerAction, partnerAnswerSchema, partnerRejectionRequestSchema } from "@quillspin/contracts";
import type { ApiClient } from "../../api/api-client";
import { submitForm } from "../../forms/form-action";
import { apiUnreachable, type RowOutcome, rowOutcome } from "../admin-action-outcome.server";

export const emptyRejection = { reason: "" };

const done: Record<Exclude<PartnerAction, "reject">, string> = {
  approve: "Approved; the partner has been emailed.",
  disable: "Disabled and signed out everywhere.",
  enable: "Re-enabled.",
};

const PARTNER_ID = /^[0-9a-f-]{36}$/i;

/**
 * One button of the partners page, posted as `intent` and `id`. A rejection carries its reason,
 * checked with the contract's schema before the API sees it.
 */
export async function reviewPartner(api: ApiClient, formData: FormData): Promise<RowOutcome | null> {
  const id = String(formData.get("id") ?? "");
  const intent = String(formData.get("intent") ?? "");
  if (!PARTNER_ID.test(id)) return null;
  const path = `/admin/partners/${id}/${intent}`;
  if (intent === "reject") {
    const posted = await submitForm(formData, {
      schema: partnerRejectionRequestSchema,
      initial: emptyRejection,
      send: (body) => api.post(path, body, { schema: partnerAnswerSchema }),
      unreachable: apiUnreachable,
    });
    const ok = posted.result !== null;
    return {
      id,
      intent,
      done: ok ? "Rejected; the partner has been emailed the reason." : null,
      refused: null,
      posted,
    };
  }
  if (intent === "approve" || intent === "disable" || intent === "enable") {
    return rowOutcome(
      id,
      intent,
      () => api.post(path, undefined, { schema: partnerAnswerSchema }),
      done[intent],
    );
  }
  return null;
}
