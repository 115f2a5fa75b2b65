import { createHash, randomBytes } from "node:crypto";
import { escapeHtml } from "../../auth";
import type { AppContext } from "../../context";

/** The link works for 7 days, once. */
export const INVITATION_DAYS = 7;

/** A new invitation link: the token goes into the mail, only its SHA-256 hash into the database. */
export function newInvitationToken(now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 864e5),
  };
}

export function hashInvitationToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

export function invitationUrl(ctx: AppContext, token: string) {
  return `${ctx.baseUrl.replace(/\/$/, "")}/invite/${token}`;
}

/** The invitation mail, through SMTP_URL or the dev outbox like every mail the product itself sends. */
export async function sendInvitationMail(
  ctx: AppContext,
  {
    to,
    token,
    companyName,
    inviterName,
  }: { to: string; token: string; companyName: string; inviterName: string },
) {
  const url = invitationUrl(ctx, token);
  const who = inviterName.trim() || "A teammate";
  await ctx.mailer.send({
    to,
    subject: `${who} invited you to ${companyName} on Inbox Autopilot`,
    text: `Hello,\n\n${who} invited you to answer ${companyName}'s guest mail with them on Inbox Autopilot. Open this link to join (it works once, for ${INVITATION_DAYS} days):\n\n${url}\n\nIf you did not expect this, ignore this email.\n`,
    html: `<p>Hello,</p><p>${escapeHtml(who)} invited you to answer ${escapeHtml(companyName)}'s guest mail with them on Inbox Autopilot.</p><p><a href="${escapeHtml(url)}">Join ${escapeHtml(companyName)}</a> (the link works once, for ${INVITATION_DAYS} days).</p><p>If you did not expect this, ignore this email.</p>`,
  });
}
