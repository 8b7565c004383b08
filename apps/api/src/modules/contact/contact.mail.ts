import type { ContactTopic } from "@quillspin/contracts";
import { siteAddress, siteRoutes } from "@quillspin/contracts";
import { escapeHtml, htmlMail, htmlParagraph } from "../mail/mail-html";
import type { OutgoingMail } from "../mail/outbox";
import type { contactMessages } from "./contact.tables";

type StoredContactMessage = typeof contactMessages.$inferSelect;

/** The same wording the contact page uses for each topic. */
const topicLabels: Record<ContactTopic, string> = {
  sales: "Sales and game licensing",
  partnership: "Partnerships and aggregators",
  support: "Integration and technical support",
  press: "Press and media",
  careers: "Careers",
  other: "Something else",
};

export function contactTopicLabel(topic: string): string {
  return topicLabels[topic as ContactTopic] ?? topic;
}

/**
 * The studio inbox's copy of a contact message. Reply-To is the sender, so answering the mail
 * answers the visitor. No unsubscribe link: it goes to the studio, not to a subscriber.
 */
export function contactNotificationMail(
  message: StoredContactMessage,
  { inbox, siteUrl }: { inbox: string; siteUrl: string },
  /** A job application's role and the names of the files it came with (kept in the back office). */
  application?: { roleTitle: string; files: string[] },
): OutgoingMail {
  const topic = contactTopicLabel(message.topic);
  const facts: [string, string][] = [
    ["Topic", topic],
    ...(application
      ? ([
          ["Role", application.roleTitle],
          ["CV", `${application.files.join(", ")} (download it in the back office's messages)`],
        ] as [string, string][])
      : []),
    ["Name", message.name],
    ["Email", message.email],
    ["Company", message.company ?? "not given"],
    ["Received", message.createdAt.toISOString()],
    ["Privacy policy accepted", message.consentAt.toISOString()],
    ["Reference", message.id],
  ];
  const intro = application
    ? `An application arrived through ${siteAddress(siteUrl, siteRoutes.careers())}`
    : `A visitor wrote through the contact form on ${siteAddress(siteUrl, siteRoutes.contact())}`;
  const replyHint = `Reply to this email to answer ${message.name} directly.`;
  const text = [
    intro,
    facts.map(([label, value]) => `${`${label}:`.padEnd(25)}${value}`).join("\n"),
    `Message:\n\n${message.message || "(none)"}`,
    replyHint,
  ].join("\n\n");
  const factRows = facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = htmlMail({
    title: `Contact form: ${topic}`,
    body: [
      htmlParagraph(intro),
      `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${factRows}</table>`,
      `<div style="padding:16px;border-left:4px solid #ffcf4a;background:#faf8ff;white-space:pre-wrap">${escapeHtml(message.message)}</div>`,
    ].join(""),
    footer: escapeHtml(replyHint),
  });
  return {
    kind: "contact.notification",
    to: inbox,
    subject: `Contact form · ${topic} · ${message.name}${message.company ? ` (${message.company})` : ""}`,
    text: `${text}\n`,
    html,
    headers: { "Reply-To": message.email },
    dedupeKey: `contact.notification:${message.id}`,
    contactMessageId: message.id,
  };
}
