import { getOutboundEmail, markOutboundEmail } from "@inbox/db";
import type { AppContext } from "../context";

/**
 * Sends one outbox mail (a responsable's notification or question) once. The attempt is recorded before the mail
 * is handed over; a retry that finds an attempt asks the mailer whether that Message-ID already went.
 */
export async function sendOutboundEmail(
  ctx: AppContext,
  { emailId }: { emailId: string },
  { final = false }: { final?: boolean } = {},
): Promise<"sent" | "already-sent" | "missing"> {
  const email = await getOutboundEmail(ctx.db, { id: emailId });
  if (!email) return "missing";
  if (email.sentAt) return "already-sent";
  if (email.sendAttemptedAt && (await ctx.mailer.wasSent(email.messageId))) {
    await markOutboundEmail(ctx.db, { id: email.id, sentAt: new Date(), lastError: null });
    return "already-sent";
  }
  await markOutboundEmail(ctx.db, { id: email.id, sendAttemptedAt: new Date() });
  try {
    await ctx.mailer.send({
      to: email.to,
      subject: email.subject,
      text: email.text,
      messageId: email.messageId,
      replyTo: email.replyTo ?? undefined,
    });
  } catch (error) {
    await markOutboundEmail(ctx.db, {
      id: email.id,
      lastError: (error as Error).message,
      ...(final ? { failedAt: new Date() } : {}),
    });
    throw error;
  }
  await markOutboundEmail(ctx.db, { id: email.id, sentAt: new Date(), lastError: null });
  return "sent";
}
