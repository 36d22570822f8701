/**
 * The invitation's link and e-mail. The link carries a single-use random token (256 bits) of which the database
 * keeps only the SHA-256, so a copy of the database opens no invitation; it opens the app's /join page, valid
 * INVITATION_DAYS days, for the invited address only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_DAYS } from '@kindred/contracts/api/organizations';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** A new link token: 256 random bits, URL-safe. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token (and looks a presented one up by). */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function joinLink(appUrl: string, token: string): string {
  return `${appUrl}/join?token=${encodeURIComponent(token)}`;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The invitation e-mail: who invited whom to which organisation, and the link (plain text and HTML). */
export function invitationMail(options: {
  to: string;
  inviter: string;
  organization: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const { to, inviter, organization, link, expiresAt } = options;
  const until = expiresAt.toISOString().slice(0, 10);
  const text =
    `Hello,\n\n${inviter} invited you to join ${organization} on Kindred, where colleagues get to know each other.\n\n` +
    `Accept the invitation and create your account here:\n${link}\n\n` +
    `The link works once, for this e-mail address (${to}), until ${until} (${INVITATION_DAYS} days). ` +
    `If you already have a Kindred account, sign in first and then open the link.\n\n` +
    `If you did not expect this, you can ignore this e-mail.`;
  const html =
    `<!doctype html><html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1d1d1f">` +
    `<p>Hello,</p>` +
    `<p><strong>${escapeHtml(inviter)}</strong> invited you to join <strong>${escapeHtml(organization)}</strong> on Kindred, ` +
    `where colleagues get to know each other.</p>` +
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #4f46e5; color: #ffffff; ` +
    `border-radius: 6px; text-decoration: none">Accept the invitation</a></p>` +
    `<p>Or copy this address into your browser: <br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    `<p>The link works once, for this e-mail address (${escapeHtml(to)}), until ${until}. ` +
    `If you already have a Kindred account, sign in first and then open the link.</p>` +
    `<p style="color: #55556a">If you did not expect this, you can ignore this e-mail.</p>` +
    `</body></html>`;
  return { to, subject: `${inviter} invited you to ${organization} on Kindred`, text, html };
}
