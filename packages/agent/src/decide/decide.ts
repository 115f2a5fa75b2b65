import type { Brains, Decision } from "./decision";
import type { Facts, TraceStep } from "./facts";
import { decideFeedbackAnswer } from "./learn";
import { emptyPlan, type Plan } from "./plan";
import { filterStep } from "./steps/filter";
import { notFromGuestStep } from "./steps/not-guest";
import { replyStep } from "./steps/reply";
import { refineRequester, requesterStep } from "./steps/requester";
import { routeStep, teamStep } from "./steps/route";
import { languageStep, safetyStep } from "./steps/safety";
import { threadStep } from "./steps/thread";
import { mailText, understandStep } from "./steps/understand";

export { decideFeedbackAnswer, personalDetailsIn, planFromAnswer } from "./learn";
export { systemReasons } from "./steps/escalate";
export { refineUnknownRequester } from "./steps/requester";
export { agentText, MAX_CONTENT_CHARS, MAX_SUBJECT_CHARS, priorityOf } from "./steps/understand";

/**
 * decide (issue 16): what the agent does with one message (agent.md §2 steps 3–11), as a plan. The same function
 * serves live mail, the Test Agent, the replay of past mail and `npm run eval`. Brains are given, not reached for.
 * Each step is a function of its own (`steps/`) that adds its trace step; a step that ends the decision returns the
 * plan with its outcome, one that lets the mail through returns null.
 */
export async function decide(facts: Facts, brains: Brains): Promise<Plan> {
  const trace: TraceStep[] = [];
  const filtered = filterStep(facts, trace);
  if (filtered) return filtered;
  if (facts.feedbackAnswer) {
    if (facts.feedbackAnswer.senderTrusted) return decideFeedbackAnswer(facts, trace);
    trace.push({
      step: "feedback",
      outcome: "not taken as an answer",
      reason: "the sender is neither the responsable asked nor a user of this mailbox",
    });
  }
  const mail = mailText(facts);
  const requester = requesterStep(facts, trace);
  const understood = await understandStep(facts, mail, brains, trace);
  const type = refineRequester(requester, mail.text, understood.intent, trace, facts.setup.sellsSoftware);
  const ticket = threadStep(facts, type, understood, mail.content, trace);
  const { intent, understanding } = understood;
  const d: Decision = {
    facts,
    setup: facts.setup,
    brains,
    trace,
    mail,
    ...understood,
    ticket,
    plan: {
      ...emptyPlan("escalate", "", trace),
      ticket,
      intent: intent ? { id: intent.id, key: intent.key, name: intent.name } : null,
      language: understanding.language,
    },
  };
  return (
    teamStep(d) ??
    notFromGuestStep(d) ??
    languageStep(d) ??
    (await safetyStep(d)) ??
    (await routeStep(d)) ??
    (await replyStep(d))
  );
}
