import { intentCatalogue } from "../../catalogue/intents";
import { asksTime, subjectsOf } from "../../knowledge/concepts";
import {
  countPhrases,
  fold,
  hasPhrase,
  languagePatternAlternatives,
  sensitiveTopic,
  withoutPhrases,
} from "../../lexicon";
import { plainWords } from "../../understand/language";
import { type Decision, finish, intentLabel } from "../decision";
import type { Plan } from "../plan";
import {
  actionRequested,
  asksAnything,
  asksWithoutMark,
  beforeSignOff,
  isProviderMail,
  partnerRequest,
  questionsOf,
  sellsSomething,
  withoutDoubts,
} from "../reading";

/**
 * A short mail whose words thank or confirm ("Got it, we'll aim to be there about 4. Cheers"): its sentences without
 * thanks say little (a mail that goes on to ask, without a question mark, is not thanks).
 */
function isAcknowledgement(text: string, language: string) {
  if (plainWords(text).length > 40 || !hasPhrase(text, "acknowledgement", language)) return false;
  // A request said beside the thanks ("annullate la prenotazione per favore … grazie") is no thanks.
  if (actionRequested(text)) return false;
  // What is said beside the thanks, sentence by sentence; a sentence that thanks keeps what else it says (a mail
  // dictated as one sentence: "ik wil graag weten hoe laat we moeten uitchecken … alvast bedankt").
  const rest = text.split(/(?<=[.!?])\s+|\n+/).map((sentence) => {
    if (!hasPhrase(sentence, "acknowledgement", language)) return sentence;
    return plainWords(sentence).length > 12 ? withoutPhrases(sentence, "acknowledgement", language) : "";
  });
  // "Oh, and my mum asked if breakfast is included": what is said beside the thanks asks, without a question mark.
  if (rest.some((sentence) => questionWordOf(language).test(fold(sentence)))) return false;
  // The date or time a confirmation gives ("see you on 18.12.", "about 4") is what it confirms.
  return plainWords(rest.join(" ")).filter((w) => !/^\d+$/.test(w)).length <= 12;
}

import { answerUnits } from "./answer";
import { composeStep } from "./compose";
import { escalate, systemReasons } from "./escalate";
import { linkedHosts } from "./not-guest";
import { thanksAlone } from "./safety";

/**
 * Why a mail that asks nothing is thanks or a confirmation to close, or null: thanks that asks nothing ("Brilliant,
 * that's a relief, see you on Friday"), in any language with a file (the thanks intent's own group setting decides when
 * it is the intent read); a note that says no reply is needed ("Just confirming we'll be with you on Friday around 4pm.
 * No need to reply"), whatever its length; a longer thank-you after the stay ("wir wollten uns noch einmal herzlich
 * bedanken…") that the classifier reads as thanks without confidence, or whose wording thanks twice over.
 */
function thanksOnly(d: Decision, said: string): string | null {
  const { language } = d.understanding;
  if (d.intent?.key !== "thanks" && isAcknowledgement(said, language))
    return "thanks or a confirmation, nothing asked";
  if (hasPhrase(said, "noReplyNeeded", language)) return "nothing asked, and no reply needed";
  if (d.intent?.key !== "thanks" && thanksFirst(d, said, language))
    return "thanks said outright, nothing asked";
  const read = d.understanding.intents[0];
  if (
    !d.intent &&
    hasPhrase(said, "acknowledgement", language) &&
    (read?.key === "thanks" || countPhrases(said, "acknowledgement", language) >= 2)
  )
    return "thanks, by its wording and intent";
  return null;
}

/** A word that asks ("what", "when", "if", "ob", "combien"), in the language and English. */
const questionWords = new Map<string, RegExp>();
function questionWordOf(language: string): RegExp {
  let words = questionWords.get(language);
  if (!words) {
    words = new RegExp(`\\b(?:${languagePatternAlternatives("questionWord", language) || "(?!)"})\\b`);
    questionWords.set(language, words);
  }
  return words;
}

/**
 * Thanks said outright in the subject or at the start of the first sentence, with nothing that asks (no question
 * word, even inside a sentence: "my wife is asking what time…"), reports or books, whatever intent the classifier
 * guessed ("Só queria agradecer a toda a equipa pela excelente estadia…").
 */
function thanksFirst(d: Decision, said: string, language: string): boolean {
  const subject = d.facts.message.subject ?? "";
  const words = questionWordOf(language);
  const first = said
    .replace(/^[^\n]{0,40},?\s*\n/, "")
    .split(/(?<=[.!?])\s+|\n+/)
    .find((sentence) => sentence.trim());
  return (
    (hasPhrase(subject, "gratitude", language) ||
      hasPhrase((first ?? "").split(/\s+/).slice(0, 4).join(" "), "gratitude", language)) &&
    !/[?？]/.test(subject) &&
    !words.test(fold(said)) &&
    !asksWithoutMark(said, language) &&
    !actionRequested(said) &&
    !sensitiveTopic(said, language) &&
    thanksAlone(d, language)
  );
}

/** Intents that ask a person to do something, by what they ask for (the words of `actionRequested`). */
const REQUEST_INTENTS: Record<string, string> = {
  new_booking: "a booking or a quote",
  change_booking: "a change to a booking",
  cancel_booking: "a cancellation",
  lost_found: "a lost item",
  groups_events: "a booking or a quote",
};

/** The mail asks something: a question mark, or a sentence of an explicit request among others. */
export function asksSomething(content: string, language: string): boolean {
  const read = withoutDoubts(content, language);
  return /[?？]/.test(read) || questionsOf(read, language).some((q) => q !== read.trim());
}

/** A prospect (a sales lead, or any mail to the info mailbox): qualified, not routed to a person. */
export const isSalesLead = (d: Decision) =>
  d.ticket.type === "sales lead" || d.facts.message.mailboxType === "info";

/** What a booking, change, cancellation or lost-item intent asks a person for (null for other intents). */
export const requestOf = (d: Decision) =>
  d.intent && !isSalesLead(d) ? (REQUEST_INTENTS[d.intent.key] ?? null) : null;

/** A booking, a change, a cancellation or a lost item recognised by its intent: a person handles it. */
export function escalateRequest(d: Decision, request: string): Plan {
  d.trace.push({ step: "decide", outcome: "escalate", reason: `asks for ${request}, by its intent` });
  escalate(d, systemReasons.humanOnly, "humanOnly");
  return finish(d, "escalate", `escalated: a request a person handles (${request})`);
}

/** Intents a person answers whole: nothing is answered beside them. */
const GRIEVANCES = new Set(["refund", "complaint"]);

/** Intents a person handles by their nature (the catalogue's "never"), whatever group a hotel puts others in. */
const PERSONS_BY_NATURE = new Set(intentCatalogue.filter((i) => i.group === "never").map((i) => i.key));

/**
 * The questions of a mail beside a request a person handles, answered when the knowledge can, in the guest's
 * language: a reply that says the team follows up on the rest (the request is already escalated). Only questions
 * about a subject of their own ("Do you have a garage?") or asking a time the knowledge must state ("From when is
 * check-in?"), never the request itself ("… and whether any fee applies?"). Null: nothing to answer beside it.
 */
async function answerAlongside(d: Decision, request: string): Promise<Plan | null> {
  const asked = questionsOf(d.mail.question, d.understanding.language).filter(
    (u) => asksAnything(u) && !actionRequested(u) && (subjectsOf(u).size > 0 || asksTime(u)),
  );
  const alongside = asked.length > 0 ? await answerUnits(d, asked) : null;
  if (
    !alongside ||
    alongside.answered.length === 0 ||
    alongside.answered.some((a) => a.entry.language !== d.understanding.language)
  )
    return null;
  const stopped = composeStep(
    d,
    alongside.answered.map((a) => a.entry),
    { body: alongside.body, followUp: true, sales: null },
  );
  d.ticket.status = "Open";
  if (stopped) return stopped;
  // The questions the knowledge does not answer go with the request: the person it is escalated to reads them.
  const n = alongside.answered.length;
  const rest = alongside.open.length + 1;
  return finish(
    d,
    "reply_and_handover",
    `answered in part: ${n} of ${n + rest} requests, ${request} passed to a person`,
  );
}

/** A teammate's mail, when the setting says to do nothing with it: a ticket, no reply. */
export function teamStep(d: Decision): Plan | null {
  if (d.ticket.type !== "my team" || d.setup.actionIfTeammate !== "Do nothing") return null;
  d.trace.push({ step: "decide", outcome: "ticket only", reason: "my team, action if teammate: Do nothing" });
  return finish(d, "ticket_only", "ticket only: message from my team");
}

/**
 * Step 6: mail that is not answered from knowledge: a vendor's, an agent not configured yet, an intent set never to be
 * answered, a request only a person can take, thanks, mail that asks nothing. Null: look the questions up.
 */
export async function routeStep(d: Decision): Promise<Plan | null> {
  const { setup, trace, ticket, plan, intent } = d;
  const { content, text, topic } = d.mail;
  const type = ticket.type;
  // A vendor writing to sell or to bill: a Provider, no reply and no lead (issue 13).
  const providerMail =
    type === "my team" || type === "partner"
      ? null
      : (isProviderMail(text) ?? (type === "provider" ? "pitch" : null));
  if (providerMail) {
    ticket.type = "provider";
    ticket.status = "Solved";
    ticket.priority = "low";
    const what = providerMail === "pitch" ? "pitch" : "invoice";
    trace.push({ step: "decide", outcome: "skip", reason: `a supplier's ${what}` });
    return finish(
      d,
      "skip",
      `skipped: provider (${providerMail === "pitch" ? "a sales pitch" : "a supplier's invoice"})`,
    );
  }
  if (!setup.configured) {
    trace.push({ step: "decide", outcome: "escalate", reason: "the agent is not configured yet" });
    escalate(d, systemReasons.notConfigured, "notConfigured");
    return finish(d, "escalate", `escalated: ${systemReasons.notConfigured} (agent not configured)`);
  }
  if (intent?.group === "never") {
    trace.push({ step: "decide", outcome: "escalate", reason: "intent set to never reply" });
    escalate(d, systemReasons.humanOnly, "humanOnly");
    // "Is the wifi free? And could you send an invoice to my company?": the invoice is a person's, the wifi is known.
    // Only beside what is a person's by its nature (an invoice, a person to talk to), not an intent the hotel chose
    // never to answer (its questions get the system reply), and never beside a refund or a complaint.
    const alongside =
      PERSONS_BY_NATURE.has(intent.key) && !GRIEVANCES.has(intent.key)
        ? await answerAlongside(d, intent.name.toLowerCase())
        : null;
    return alongside ?? finish(d, "escalate", `escalated: ${systemReasons.humanOnly} (${intent.name})`);
  }
  // A request for an action only a person can take: escalated, never answered from knowledge (issue 13). Questions
  // of the same mail that are not the request are answered alongside when the knowledge can.
  // A reply's subject is the thread's first request ("AW: Stornierung"), not one this mail makes again.
  const action = actionRequested(topic !== null ? content : text);
  const partner = !action && (type === "partner" || partnerRequest(text));
  if (partner && ticket.type === "unknown") ticket.type = "partner";
  if (action || partner) {
    trace.push({ step: "decide", outcome: "escalate", reason: action ? `asks for ${action}` : "a partner" });
    if (action && /refund|complaint/.test(action)) ticket.priority = "high";
    escalate(d, systemReasons.humanOnly, "humanOnly");
    const alongside =
      action && !partnerRequest(text) && !/refund|complaint/.test(action)
        ? await answerAlongside(d, action)
        : null;
    if (alongside) return alongside;
    return finish(
      d,
      "escalate",
      `escalated: a request a person handles (${action ?? "a partner's request"})`,
    );
  }
  const asks = asksSomething(content, d.understanding.language);
  const closedAs = asks ? null : thanksOnly(d, beforeSignOff(content));
  if (closedAs) {
    ticket.status = "Solved";
    ticket.priority = "low";
    trace.push({ step: "decide", outcome: "skip", reason: closedAs });
    return finish(d, "skip", "skipped: thanks or a confirmation");
  }
  // Spam is known by what it carries (a link, a pitch, a scam's wording): a mail the classifier reads as spam that holds neither is as
  // likely a guest writing about the hotel ("the directions on your website take you to the back gate"), which no
  // one would then see (issue 22: never close unseen on weak evidence).
  const weakSpam =
    intent?.key === "spam" &&
    linkedHosts(text).length === 0 &&
    !/\bwww\./i.test(text) &&
    !sellsSomething(text) &&
    countPhrases(text, "phishing", d.understanding.language) === 0;
  if (intent?.group === "skip" && !asks && !weakSpam) {
    ticket.status = "Solved";
    plan.systemReply = "notConfigured";
    trace.push({ step: "decide", outcome: "skip", reason: intent.name });
    return finish(d, "skip", `skipped: ${intentLabel(d)}`);
  }
  // Neither a question nor anything the agent can read, or an intent the configuration leaves out: a person looks.
  // So does what reads as spam but carries none of its marks: never the feedback loop, which would ask a responsable
  // to write knowledge for it.
  if (!isSalesLead(d) && ((intent && (intent.group === "none" || weakSpam)) || (!intent && !asks))) {
    trace.push({
      step: "decide",
      outcome: "escalate",
      reason: weakSpam
        ? "read as spam, without a link or a pitch"
        : intent
          ? "intent in no group"
          : "confidence below the threshold, and no question to look up",
    });
    escalate(d, systemReasons.notConfigured, "notConfigured");
    return finish(d, "escalate", `escalated: ${systemReasons.notConfigured}`);
  }
  // A booking, a change, a cancellation or a lost item in words the request patterns missed ("leider müssen wir
  // unsere Buchung stornieren"): a person handles it, and nothing a responsable writes about it becomes knowledge.
  // Asked as a question ("Can we cancel for free?"), it is looked up first: the policy may answer it.
  const request = requestOf(d);
  if (request && !asks) return escalateRequest(d, request);
  return null;
}
