/**
 * A Message-ID made from the outbox row id: if a worker crashes after the SMTP server accepted a
 * mail but before it was marked sent, the resend carries the same id and the receiving side can
 * recognise it as the same message.
 */
export function messageIdFor(mailId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "quillspin.games";
  return `<${mailId}@${domain}>`;
}
