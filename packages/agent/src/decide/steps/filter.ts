import { hasPhrase } from "../../lexicon";
import { detectLanguage } from "../../understand/language";
import type { Facts, TraceStep } from "../facts";
import { emptyPlan, type Plan } from "../plan";
import { automatedByWording, phishingSigns } from "./not-guest";

/**
 * Mail from a no-reply address that the next steps read rather than filter: the sender's address alone is too weak to
 * close it. A booking platform relaying a guest's question ("You have a new message from your guest: … Is there
 * parking?"), which a reply by email reaches, for the guest is waiting; phishing ("verify your mailbox now"), closed
 * with a ticket and its reason so the team sees what was tried. Headers that say a machine wrote it (Auto-Submitted,
 * List-Id, a delivery report) still filter.
 */
function readDespiteNoReply(message: Facts["message"]): boolean {
  if (message.automated !== "no-reply-sender") return false;
  const text = `${message.subject ?? ""}\n${message.content}`;
  const language = detectLanguage(text);
  return (
    (/[?？]/.test(message.content) && hasPhrase(text, "relayed", language)) ||
    phishingSigns(text, message.from?.address ?? "", language).likely
  );
}

/**
 * Step 3 (agent.md §2): mail that gets no ticket and no reply (automated mail by its headers, or by its wording and shape
 * when it carries nothing a person must see), a sender
 * on the do-not-reply list, one of the company's own mailboxes, a duplicate). Null lets the mail through.
 */
export function filterStep(facts: Facts, trace: TraceStep[]): Plan | null {
  const { message, sender } = facts;
  const filtered = (outcome: string, reason: string, result: string) => {
    trace.push({ step: "filter", outcome, reason });
    return emptyPlan("filter", `filtered: ${result}`, trace);
  };
  if (message.automated && !readDespiteNoReply(message))
    return filtered("automated", message.automated, `automated mail (${message.automated})`);
  // Wording alone closes a mail only when it carries no complaint, request or sensitive topic (issue 22).
  const byWording = automatedByWording(message);
  if (byWording) return filtered("automated", byWording, `automated mail (${byWording})`);
  if (message.from && sender.onDoNotReplyList)
    return filtered("do-not-reply", message.from.address, "sender on the do-not-reply list");
  if (message.from && sender.isOwnMailbox)
    return filtered(
      "loop guard",
      message.from.address,
      "mail from one of the company's own mailboxes (loop guard)",
    );
  if (facts.duplicateOf)
    return filtered("duplicate", facts.duplicateOf, "duplicate of a message already received");
  trace.push({ step: "filter", outcome: "passed" });
  return null;
}
