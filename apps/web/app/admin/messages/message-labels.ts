import type { MailDeliveryState, MessageHandlingState, MessageReadState } from "@quillspin/contracts";

/** How the back office names a mail's delivery state, in the list and in the message's history. */
export const deliveryStateLabels: Record<MailDeliveryState, string> = {
  queued: "Queued",
  retried: "Retried",
  sent: "Sent",
  failed: "Failed",
};

export const readStateLabels: Record<MessageReadState, string> = { unread: "Unread", read: "Read" };

export const handlingStateLabels: Record<MessageHandlingState, string> = { open: "Open", handled: "Handled" };
