import {
  type MessageDetail,
  messageAssignmentFormSchema,
  messageHandlingFormSchema,
  messageReadFormSchema,
} from "@quillspin/contracts";
import { z } from "zod";
import type { ApiClient } from "../../api/api-client";
import { type SubmittedForm, submitForm } from "../../forms/form-action";
import { formsMessages } from "../../locale/areas/forms";
import { emptyMessageForms } from "./message-form-values";
import { messageAction } from "./messages-api.server";

/** The forms of a message's page; each posts its name as `intent`. */
export const messageIntents = ["read", "assign", "handling", "retry"] as const;
export type MessageIntent = (typeof messageIntents)[number];

export type MessageActionAnswer = {
  [I in MessageIntent]: { intent: I; posted: SubmittedForm<(typeof emptyMessageForms)[I], MessageDetail> };
}[MessageIntent];

/** Runs the form a message's page posted, checked with its contract schema, through the API. */
export async function runMessageAction(
  api: ApiClient,
  id: string,
  formData: FormData,
): Promise<MessageActionAnswer> {
  const intent = z.enum(messageIntents).catch("read").parse(formData.get("intent"));
  const unreachable = formsMessages.byLocale[api.locale].unreachable;
  switch (intent) {
    case "read":
      return {
        intent,
        posted: await submitForm(formData, {
          schema: messageReadFormSchema,
          initial: emptyMessageForms.read,
          send: (body) => messageAction(api, id, "read", body),
          unreachable,
        }),
      };
    case "assign":
      return {
        intent,
        posted: await submitForm(formData, {
          schema: messageAssignmentFormSchema,
          initial: emptyMessageForms.assign,
          send: (body) => messageAction(api, id, "assignment", body),
          unreachable,
        }),
      };
    case "handling":
      return {
        intent,
        posted: await submitForm(formData, {
          schema: messageHandlingFormSchema,
          initial: emptyMessageForms.handling,
          send: (body) => messageAction(api, id, "handling", body),
          unreachable,
        }),
      };
    case "retry":
      return {
        intent,
        posted: await submitForm(formData, {
          // The retry carries nothing but the message it is on.
          schema: z.object({}),
          initial: emptyMessageForms.retry,
          send: () => messageAction(api, id, "mail/retry"),
          unreachable,
        }),
      };
  }
}
