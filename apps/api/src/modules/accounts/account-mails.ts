import { brand } from "@quillspin/content";
import { siteAddress, siteRoutes } from "@quillspin/contracts";
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

/**
 * The confirmation link, to an address anybody may have typed: it carries none of the registrant's
 * own words (name, company), so the form cannot be used to send chosen text to a stranger.
 */
export function emailVerificationMail(
  to: string,
  verificationId: string,
  link: string,
  validHours: number,
): OutgoingMail {
  return mail(
    "auth.verify-email",
    to,
    `Confirm your email address for ${brand.name}`,
    [
      "Hello,",
      `Someone, we hope you, registered a ${brand.name} partner account with this email address. Confirm the address to finish creating the account:\n${link}`,
      `The link works once and expires in ${validHours} hours. After confirming, sign in to see the status of the account; we check every new partner account by hand, usually within one working day.`,
      "If you did not register, ignore this email: without the confirmation no account is opened.",
    ],
    `auth.verify-email:${verificationId}`,
  );
}

/**
 * To the owner of an address somebody tried to register again. The registration form answers the
 * same as for a new address, so this mail is where the owner learns of it. One per account per
 * `period` (the dedupe key), so repeated attempts cannot flood the inbox.
 */
export function registrationAttemptMail(
  account: { id: string; email: string },
  siteUrl: string,
  period: string,
): OutgoingMail {
  return mail(
    "auth.registration-attempt",
    account.email,
    `Someone tried to register with your ${brand.name} address`,
    [
      "Hello,",
      `Someone tried to create a new ${brand.name} partner account with ${account.email}. This address already has an account, so nothing was changed and no new account was made.`,
      `If it was you, sign in to the client area instead:\n${siteAddress(siteUrl, siteRoutes.clientArea())}`,
      `If you forgot your password, choose a new one here:\n${siteAddress(siteUrl, siteRoutes.forgotPassword())}`,
      "If it was not you, you can ignore this email: your account and password stay as they are.",
    ],
    `auth.registration-attempt:${account.id}:${period}`,
  );
}

/**
 * To the partnerships inbox, so somebody approves the new account: sent once the address is
 * confirmed. The registrant's words are here, as plain text to the studio's own inbox; the contract's
 * single-line rule keeps them from splitting the subject line.
 */
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
      `Sign in to the client area for the info kit and promo pack of each game:\n${siteAddress(siteUrl, siteRoutes.clientArea())}`,
    ],
    `auth.approved:${account.id}`,
  );
}

/**
 * The administrator's reason, word for word: the mail is plain text only, so nothing in the reason
 * can become markup or a link the studio did not write, and the contract keeps control characters
 * out of it.
 */
export function partnerRejectedMail(account: Recipient, reason: string): OutgoingMail {
  return mail(
    "auth.rejected",
    account.email,
    `Your ${brand.name} partner registration`,
    [
      `Hello ${account.name},`,
      `Thank you for registering ${account.company} for the ${brand.name} client area. We have decided not to open a partner account for this registration, for this reason:`,
      reason,
      `If you have questions or something has changed, reply to this email or write to ${brand.contacts.partnerships}.`,
    ],
    `auth.rejected:${account.id}`,
  );
}

/**
 * A staff invitation, to an address an administrator typed. It names the role and the link and
 * nothing the inviter wrote, so an invitation cannot carry chosen text to a stranger.
 */
export function staffInvitationMail(
  invitation: { id: string; email: string; role: "editor" | "admin" },
  link: string,
  validHours: number,
): OutgoingMail {
  const role = invitation.role === "admin" ? "an administrator" : "an editor";
  return {
    kind: "staff.invitation",
    to: invitation.email,
    subject: `You are invited to the ${brand.name} back office`,
    text: `${[
      "Hello,",
      `You are invited to join the ${brand.name} back office as ${role}. Choose your name and password here to create your account:\n${link}`,
      `The link works once and expires in ${validHours} hours. If it expires, ask the administrator who invited you for a new one.`,
      "If you did not expect this invitation, ignore this email: without the link no account is opened.",
      `The ${brand.name} team`,
    ].join("\n\n")}\n`,
    // A resend mails a new link for the same invitation: each link is its own mail.
    dedupeKey: `staff.invitation:${invitation.id}:${link.slice(-12)}`,
  };
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
      `If you did not make this change, reset your password now and tell us by replying to this email:\n${siteAddress(siteUrl, siteRoutes.forgotPassword())}`,
    ],
    `auth.password-changed:${changeId}`,
  );
}
