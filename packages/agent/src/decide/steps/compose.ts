import type { KnowledgeItem } from "../../brains/types";
import { composeReply, greetingName } from "../../compose/reply";
import { checkReplySafety } from "../../compose/safety";
import { type Decision, finish } from "../decision";
import type { Plan, TicketPlan } from "../plan";
import { formalityOf } from "../reading";
import type { qualifySalesLead } from "../sales";
import { escalate } from "./escalate";

export interface ReplyOptions {
  /** A body the LLM brain wrote from the entries it cites. */
  body?: string;
  /** Something is left for a person: the reply says the team follows up. */
  followUp: boolean;
  sales: ReturnType<typeof qualifySalesLead> | null;
  /** Some answers exist only in another language: the whole draft goes to a person to translate and send. */
  translate?: boolean;
}

/**
 * Steps 9–10: the reply from the entries found, in the guest's language and register, checked against its sources,
 * then sent (live) or drafted (sandbox). Returns the finished plan when the reply went to a person instead (the check
 * stopped it, or only a translation of the answer exists), else null: the caller finishes with its own outcome.
 */
export function composeStep(d: Decision, entries: KnowledgeItem[], options: ReplyOptions): Plan | null {
  const { facts, setup, understanding, trace, ticket, plan } = d;
  const { sender, message } = facts;
  const untranslated =
    !options.body && entries.length > 0 && entries.every((e) => e.language !== understanding.language);
  const translationHandover =
    (untranslated || options.translate === true) && !setup.answerInEnglishWithoutTranslation;
  const fullName =
    [sender.customer?.firstName, sender.customer?.lastName].filter(Boolean).join(" ") ||
    message.from?.name ||
    null;
  // A business's display name ("Alpine Travel Agency") greets nobody: the reply says "Hello" instead.
  const displayName = greetingName(message.from?.name);
  const firstName = sender.customer?.firstName ?? (displayName ? displayName.split(/\s+/)[0] : null);
  const composed = composeReply({
    customerFirstName: firstName,
    customerFullName: fullName,
    language: understanding.language,
    formality: formalityOf(d.mail.content, understanding.language),
    answers: options.body
      ? [{ text: options.body, language: understanding.language }]
      : entries.map((e) => ({ text: e.answer, language: e.language })),
    companyName: setup.companyName,
    brandBrief: setup.brandBrief,
    extra: options.sales?.ask,
    acknowledge: true,
    followUp: options.followUp,
    keepLanguage: translationHandover,
  });
  if (composed.note) trace.push({ step: "compose", outcome: "written", reason: composed.note });
  const safety = checkReplySafety(composed.text, [
    ...entries.map((e) => `${e.question ?? ""}\n${e.answer}`),
    ...(options.sales?.sources ?? []),
    setup.companyName,
  ]);
  const draft = (mode: "sandbox" | "live", status: TicketPlan["status"]) => {
    plan.reply = {
      text: composed.text,
      html: composed.html,
      language: composed.language,
      mode,
      status,
      intent: d.intent?.name ?? ticket.intent,
      priority: d.priority,
      assignedTo: "AI Agent",
    };
  };
  if (!safety.ok) {
    trace.push({ step: "safety", outcome: "stopped", reason: safety.problems.join("; ") });
    draft("sandbox", "Open");
    escalate(d, "unsupported claim", "notFound");
    return finish(d, "escalate", `escalated: unsupported claim (${safety.problems.join("; ")})`);
  }
  trace.push({ step: "safety", outcome: "passed" });
  if (translationHandover) {
    // The answer exists only in another language: a person translates the draft and sends it.
    const foreign = entries.find((e) => e.language !== understanding.language) ?? entries[0]!;
    draft("sandbox", "Open");
    escalate(d, "answer to translate", null);
    trace.push({
      step: "send",
      outcome: "draft for a person",
      reason: `the knowledge answers in ${foreign.language}, the guest wrote in ${understanding.language}`,
    });
    return finish(
      d,
      "handover_translation",
      `handed over: translation needed (${foreign.language} → ${understanding.language})`,
    );
  }
  const status = options.followUp
    ? "Open"
    : setup.mode === "live"
      ? "Pending"
      : ticket.status === "New"
        ? "Open"
        : ticket.status;
  ticket.status = status;
  draft(setup.mode, status);
  trace.push({
    step: "send",
    outcome: setup.mode === "live" ? "queued for sending" : "draft (sandbox)",
    reason: d.used.name === "llm" ? "llm brain" : "local brain",
  });
  return null;
}
