/** Why a message is not for the agent to answer (agent.md §2 step 3, "automated mail"). */
export type AutomatedReason =
  | "auto-submitted"
  | "precedence"
  | "mailing-list"
  | "delivery-report"
  | "no-reply-sender";

export interface AutomatedCheckInput {
  from: string | null;
  headers: Map<string, string>;
  contentType: string | null;
}

const NO_REPLY_SENDER =
  /^(mailer-daemon|postmaster|no[-_.]?reply|do[-_.]?not[-_.]?reply|bounces?)([+\-_.@]|$)/i;

/** The first rule an automated message trips, or null for mail a person wrote. */
export function detectAutomated({ from, headers, contentType }: AutomatedCheckInput): AutomatedReason | null {
  const autoSubmitted = headers.get("auto-submitted")?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== "no") return "auto-submitted";
  const precedence = headers.get("precedence")?.trim().toLowerCase();
  if (precedence && ["bulk", "junk", "list", "auto_reply"].includes(precedence)) return "precedence";
  if (headers.has("list-id") || headers.has("list-unsubscribe") || headers.has("list-post"))
    return "mailing-list";
  if (headers.has("x-autoreply") || headers.has("x-autorespond")) return "auto-submitted";
  const type = contentType?.toLowerCase() ?? "";
  if (type.includes("multipart/report") || type.includes("message/delivery-status")) return "delivery-report";
  if (from && NO_REPLY_SENDER.test(from.split("@")[0] ?? "")) return "no-reply-sender";
  if (from && /^mailer-daemon@/i.test(from)) return "no-reply-sender";
  return null;
}
