import type { Facts, TraceStep } from "../facts";
import { emptyPlan, type Plan } from "../plan";
import { isAutomaticReply } from "../reading";
import { MAX_CONTENT_CHARS } from "./understand";

/**
 * Step 3 (agent.md §2): mail that gets no ticket and no reply (automated mail by its headers or its wording, a sender
 * on the do-not-reply list, one of the company's own mailboxes, a duplicate). Null lets the mail through.
 */
export function filterStep(facts: Facts, trace: TraceStep[]): Plan | null {
  const { message, sender } = facts;
  const filtered = (outcome: string, reason: string, result: string) => {
    trace.push({ step: "filter", outcome, reason });
    return emptyPlan("filter", `filtered: ${result}`, trace);
  };
  if (message.automated)
    return filtered("automated", message.automated, `automated mail (${message.automated})`);
  if (isAutomaticReply(`${message.subject ?? ""}\n${message.content.slice(0, MAX_CONTENT_CHARS)}`))
    return filtered(
      "automated",
      "an automatic reply, by its wording",
      "automated mail (an automatic reply, by its wording)",
    );
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
