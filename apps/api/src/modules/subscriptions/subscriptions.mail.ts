import { brand } from "@quillspin/content";
import { siteAddress, siteRoutes } from "@quillspin/contracts";
import { htmlButton, htmlLink, htmlMail, htmlParagraph, studioAddressLine } from "../mail/mail-html";
import type { OutgoingMail } from "../mail/outbox";

export interface SubscriberLinks {
  siteUrl: string;
  apiBaseUrl: string;
  unsubscribeToken: string;
}

/** The page a person lands on from the unsubscribe link in the mail's text. */
export function unsubscribePageUrl({ siteUrl, unsubscribeToken }: SubscriberLinks): string {
  return siteAddress(siteUrl, siteRoutes.unsubscribe(unsubscribeToken));
}

/**
 * RFC 8058 one-click unsubscribe: mail providers POST to the API address in List-Unsubscribe; a
 * person who opens the same address in a browser is sent on to the site's page.
 */
export function subscriberListHeaders({
  apiBaseUrl,
  unsubscribeToken,
}: SubscriberLinks): Record<string, string> {
  return {
    "List-Unsubscribe": `<${apiBaseUrl}/subscriptions/unsubscribe/one-click?token=${unsubscribeToken}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function confirmationMail({
  subscriptionId,
  email,
  confirmToken,
  confirmTokenHash,
  links,
}: {
  subscriptionId: string;
  email: string;
  confirmToken: string;
  confirmTokenHash: string;
  links: SubscriberLinks;
}): OutgoingMail {
  const confirmUrl = siteAddress(links.siteUrl, siteRoutes.subscriptionConfirm(confirmToken));
  const unsubscribeUrl = unsubscribePageUrl(links);
  const subject = `Confirm your ${brand.name} newsletter subscription`;
  const intro = `Someone, we hope you, asked to receive ${brand.name} release notes, new game announcements and event invitations at this address, about twice a month.`;
  const ignore =
    "If it was not you, ignore this email: without a confirmation this address gets nothing more from us.";
  const footerText = "Changed your mind? Unsubscribe in one click:";
  const text = [
    "Hello,",
    intro,
    `Confirm your subscription (the link works for 7 days):\n${confirmUrl}`,
    ignore,
    `${footerText}\n${unsubscribeUrl}`,
    studioAddressLine(),
  ].join("\n\n");
  const html = htmlMail({
    title: subject,
    body: [
      htmlParagraph("Hello,"),
      htmlParagraph(intro),
      htmlButton("Confirm my subscription", confirmUrl),
      htmlParagraph("The button works for 7 days."),
      htmlParagraph(ignore),
    ].join(""),
    footer: `${htmlLink("Unsubscribe in one click", unsubscribeUrl)}<br>${htmlParagraph(studioAddressLine())}`,
  });
  return {
    kind: "subscription.confirm",
    to: email,
    subject,
    text: `${text}\n`,
    html,
    headers: subscriberListHeaders(links),
    // One mail per confirmation token: a retried request for the same token never mails twice.
    dedupeKey: `subscription.confirm:${subscriptionId}:${confirmTokenHash}`,
  };
}
