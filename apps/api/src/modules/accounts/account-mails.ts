import { brand } from "@quillspin/content";
import type { OutgoingMail } from "../mail/outbox";

interface Recipient {
  id: string;
  email: string;
  name: string;
  company: string;
}

const signOff = `The ${brand.name} partner team\n${brand.contacts.partnerships}`;

/** Plain text only: every mail here carries one link and a few sentences, and text survives any client. */
function mail(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  dedupeKey: string,
): OutgoingMail {
  return { kind, to, subject, text: `${[...paragraphs, signOff].join("\n\n")}\n`, dedupeKey };
}

export function registrationReceivedMail(account: Recipient, siteUrl: string): OutgoingMail {
  return mail(
    "auth.registration",
    account.email,
    `Your ${brand.name} partner account is waiting for approval`,
    [
      `Hello ${account.name},`,
      `Thank you for registering ${account.company} for the ${brand.name} client area. We check every new partner account by hand, usually within one working day, and we will email you as soon as yours is approved.`,
      `Until then you can sign in and see the status of your account:\n${siteUrl}/client-area`,
      `Once approved, you can download an info kit and a promo pack for each of our games.`,
      `If you did not create this account, reply to this email and we will remove it.`,
    ],
    `auth.registration:${account.id}`,
  );
}

/** To the partnerships inbox, so somebody approves the new account. */
export function partnerAwaitingApprovalMail(account: Recipient, partnersInbox: string): OutgoingMail {
  return mail(
    "auth.partner-pending",
    partnersInbox,
    `New partner account to approve: ${account.company}`,
    [
      `${account.name} (${account.email}) registered ${account.company} for the client area.`,
      `Approve the account with\n  npm run accounts -- approve ${account.email}\nor through the admin API: POST /v1/admin/partners/${account.id}/approve`,
    ],
    `auth.partner-pending:${account.id}`,
  );
}

export function partnerApprovedMail(account: Recipient, siteUrl: string): OutgoingMail {
  return mail(
    "auth.approved",
    account.email,
    `Your ${brand.name} partner account is approved`,
    [
      `Hello ${account.name},`,
      `The ${brand.name} partner account of ${account.company} is now approved.`,
      `Sign in to the client area for the info kit and promo pack of each game:\n${siteUrl}/client-area`,
    ],
    `auth.approved:${account.id}`,
  );
}

export function passwordResetMail(
  account: Recipient,
  resetId: string,
  link: string,
  validMinutes: number,
): OutgoingMail {
  return mail(
    "auth.reset",
    account.email,
    `Reset your ${brand.name} password`,
    [
      `Hello ${account.name},`,
      `We received a request to reset the password of the ${brand.name} account for ${account.email}. Choose a new password here:\n${link}`,
      `The link works once and expires in ${validMinutes} minutes. Setting a new password signs you out on every device.`,
      `If you did not ask for this, you can ignore this email: your password stays as it is.`,
    ],
    `auth.reset:${resetId}`,
  );
}

/** Sent after every password change, so an owner learns at once of a change they did not make. */
export function passwordChangedMail(account: Recipient, changeId: string, siteUrl: string): OutgoingMail {
  return mail(
    "auth.password-changed",
    account.email,
    `Your ${brand.name} password was changed`,
    [
      `Hello ${account.name},`,
      `The password of the ${brand.name} account for ${account.email} has just been changed, and every device that was signed in has been signed out.`,
      `If you did not make this change, reset your password now and tell us by replying to this email:\n${siteUrl}/forgot-password`,
    ],
    `auth.password-changed:${changeId}`,
  );
}
