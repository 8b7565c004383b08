import type { SubscriberErasureRequest } from "@quillspin/contracts";

/** The erase form's one field, read by the route action and the form alike. */
export const emptyErasure: Record<keyof SubscriberErasureRequest, string> = { id: "" };
