import { type Decision, finish, intentLabel } from "../decision";
import type { Plan } from "../plan";
import { asksAboutPolicy, asksForOwnStay, questionsOf } from "../reading";
import { qualifySalesLead } from "../sales";
import { answerUnits } from "./answer";
import { composeStep } from "./compose";
import { askResponsable, escalate, systemReasons } from "./escalate";
import { domainOf } from "./requester";
import { escalateRequest, isSalesLead, requestOf } from "./route";

/**
 * Steps 8–11: each question of the mail looked up in the knowledge; the reply answers what the knowledge covers, in
 * the guest's language, and what it does not goes to a person: the feedback loop for a question, a person for a
 * request or a translation. A prospect is qualified instead.
 */
export async function replyStep(d: Decision): Promise<Plan> {
  const { facts, setup, trace, ticket, plan, understanding } = d;
  const { message, sender } = facts;
  const units = questionsOf(d.mail.question, d.understanding.language);
  const { answered, open, body } = await answerUnits(d, units);
  const sales = isSalesLead(d) ? qualifySalesLead(d.mail.text, setup.bookingUrl) : null;
  // A prospect gets the qualification questions in their language; an entry in another language is left out, and
  // what the entries do not answer is what the qualification is for.
  const entries = answered
    .map((a) => a.entry)
    .filter((e) => !sales || body || e.language === understanding.language);
  if (sales) open.length = 0;
  if (entries.length === 0 && !sales) {
    trace.push({
      step: "answer",
      outcome: "not found",
      reason: `${units.length} question${units.length > 1 ? "s" : ""}, none answered by the knowledge`,
    });
    // A request asked as a question the knowledge does not answer ("Could we move our stay to May?"): a person. A
    // question about the policy ("How late can we cancel without paying?") is asked of the responsable and learned.
    const request = requestOf(d);
    if (request && !(request === "a cancellation" && asksAboutPolicy(d.mail.question)))
      return escalateRequest(d, request);
    // An arrival or departure moved for the guest's own booking ("could we check in at 9:00?") is a person's to grant.
    if (asksForOwnStay(d.mail.content, open.length > 0 ? open : [d.mail.question])) {
      trace.push({ step: "decide", outcome: "escalate", reason: "asks to arrive or leave at another time" });
      escalate(d, systemReasons.humanOnly, "humanOnly");
      return finish(d, "escalate", "escalated: a request a person handles (another time for their own stay)");
    }
    askResponsable(d, open.length > 0 ? open : [d.mail.question]);
    return finish(
      d,
      "ask_responsable",
      `feedback loop: ${systemReasons.notFound} (${d.intent?.name ?? "General Inquiry"})`,
    );
  }
  trace.push({
    step: "answer",
    outcome: entries.length === 0 ? "sales qualification" : open.length > 0 ? "answered in part" : "found",
    reason: [
      ...answered.map((a) => `"${(a.entry.question ?? a.entry.answer).slice(0, 60)}"`),
      ...open.map((u) => `not answered: "${u.slice(0, 60)}"`),
    ].join(", "),
  });
  if (sales) {
    if (message.from && !sender.customer) {
      const [first, ...rest] = (message.from.name || "").split(/\s+/).filter(Boolean);
      plan.salesLead = {
        email: message.from.address,
        firstName: first ?? null,
        lastName: rest.join(" ") || null,
        domain: domainOf(message.from.address),
        companyName: sales.learned.company ?? null,
      };
    }
    trace.push({
      step: "sales",
      outcome: sales.qualified ? "qualified" : "asking for details",
      reason: sales.missing.join(", ") || undefined,
    });
    ticket.type = "sales lead";
  }

  if (setup.aiRepliesPerDay !== null && facts.aiRepliesToday >= setup.aiRepliesPerDay) {
    trace.push({
      step: "decide",
      outcome: "escalate",
      reason: `plan limit: ${setup.aiRepliesPerDay} AI replies per day`,
    });
    escalate(d, "plan limit reached", null);
    return finish(
      d,
      "escalate",
      `escalated: plan limit reached (${setup.aiRepliesPerDay} AI replies per day)`,
    );
  }

  // An answer only in another language beside one in the guest's (pets in French, wifi only in English): the reply
  // answers in the guest's language and says the team follows up; a person translates the rest.
  const inLanguage = entries.filter((e) => e.language === understanding.language);
  const toTranslate =
    body || sales || inLanguage.length === 0
      ? []
      : entries.filter((e) => e.language !== understanding.language);
  // Everything asked is known, part of it only in another language: one draft of all of it, which a person
  // translates and sends, rather than half an answer now and the rest later.
  if (toTranslate.length > 0 && open.length === 0 && !setup.answerInEnglishWithoutTranslation) {
    const handed = composeStep(d, entries, { body, followUp: false, sales, translate: true });
    if (handed) return handed;
  }
  const partial = open.length > 0 || toTranslate.length > 0;
  const stopped = composeStep(d, toTranslate.length > 0 ? inLanguage : entries, {
    body,
    followUp: partial,
    sales,
  });
  if (stopped) return stopped;
  const asked = answered.length + open.length;
  if (open.length > 0) {
    askResponsable(d, open);
    ticket.status = "Open";
    return finish(
      d,
      "reply_and_handover",
      `answered in part: ${answered.length - toTranslate.length} of ${asked} questions, the rest asked of the responsable`,
    );
  }
  if (toTranslate.length > 0) {
    escalate(d, "answer to translate", null);
    trace.push({
      step: "send",
      outcome: "the rest for a person",
      reason: `the knowledge answers ${toTranslate.length} question${toTranslate.length > 1 ? "s" : ""} in ${toTranslate[0]!.language} only, the guest wrote in ${understanding.language}`,
    });
    return finish(
      d,
      "reply_and_handover",
      `answered in part: ${answered.length - toTranslate.length} of ${asked} questions, the rest for a person to translate`,
    );
  }
  return finish(d, "reply", `${setup.mode === "live" ? "replied" : "drafted"}: ${intentLabel(d)}`);
}
