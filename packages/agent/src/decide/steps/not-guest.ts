import { countPhrases, fold, hasPhrase, sensitiveTopic } from "../../lexicon";
import { detectLanguage } from "../../understand/language";
import { type Decision, finish } from "../decision";
import type { MessageFacts } from "../facts";
import type { Plan } from "../plan";
import { actionRequested, isAutomaticReply } from "../reading";
import { domainOf } from "./requester";

const URGENT =
  /\b(urgent\w*|emergenc\w*|dringend\w*|urgence\w*|urgente\w*|urgenza|urgencia\w*|spoed\w*|notfall\w*|emergenza)\b/;
const REFERRAL =
  /\b(contact\w*|call|reach|phone|write|email|kontaktier\w*|wenden|anrufen|rufen|appel\w*|ecrire|joindre|contactar|llam\w*|escrib\w*|contatt\w*|chiam\w*|scriv\w*|contatar|ligue|ligar|contact op|bel|mail)\b/;

const LINK = /\bhttps?:\/\/([a-z0-9.-]+)/gi;

/** The sites a mail links to ("pay.example.net"), each once. */
export function linkedHosts(text: string): string[] {
  return [...new Set([...text.matchAll(LINK)].map((m) => m[1]!.toLowerCase()))];
}

/** The part of a host its owner registered ("mail.hotel-aurora.example" → "hotel-aurora.example"). */
const registered = (host: string) => host.split(".").slice(-2).join(".");

/**
 * What makes wording alone too weak to close a mail unseen (issue 22): a sensitive topic, a complaint or a request,
 * or (for wording that says "automatic reply") a question. Null when the mail carries none of these.
 */
export function carriesSomething(mail: string, language: string, questions: boolean): string | null {
  // "For anything urgent, please contact my colleague": an absent person's referral, not an emergency.
  const text = mail
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => !(URGENT.test(fold(sentence)) && REFERRAL.test(fold(sentence))))
    .join("\n");
  const sensitive = sensitiveTopic(text, language);
  if (sensitive) return sensitive.kind;
  const action = actionRequested(text);
  if (action) return action;
  return questions && /[?？]/.test(text) ? "a question" : null;
}

/**
 * Automated mail known by its words and shape when no header says so: an out-of-office or automatic reply (in every
 * language with a file), a newsletter (unsubscribe wording and links), a platform's notification. Only when the mail
 * carries no complaint, request or sensitive topic (and, for an automatic reply, no question): the reason, or null.
 */
export function automatedByWording(message: MessageFacts): string | null {
  const text = `${message.subject ?? ""}\n${message.content.slice(0, 6_000)}`;
  const language = detectLanguage(text);
  const links = text.match(LINK)?.length ?? 0;
  const sender = message.from?.address ?? "";
  const noReply =
    /^(no-?reply|do-?not-?reply|noreply|notifications?|notify|alerts?|mailer|news|newsletter)\b/i.test(
      sender,
    );
  // Phishing is closed with a ticket once read (notFromGuestStep), not filtered as a platform's notice.
  if (countPhrases(text, "phishing", language) > 0) return null;
  let reason: string | null = null;
  let questions = false;
  if (isAutomaticReply(text) || hasPhrase(text, "autoReply", language, true)) {
    reason = "an automatic reply, by its wording";
    questions = true;
  } else if (
    hasPhrase(text, "newsletter", language) &&
    (links >= 2 || noReply || countPhrases(text, "newsletter", language) >= 2)
  )
    reason = "a newsletter, by its unsubscribe wording and links";
  else if (
    hasPhrase(text, "notification", language) &&
    (noReply || links >= 1 || countPhrases(text, "notification", language) >= 2)
  )
    reason = "a platform's notification, by its wording";
  if (!reason) return null;
  // What the mail itself carries: an automatic reply's subject repeats the subject it answers ("Out of office: group
  // booking for May"), which is no request of its own.
  return carriesSomething(message.content.slice(0, 6_000), language, questions) ? null : reason;
}

/**
 * Mail that is not from a guest, once read: phishing (account, mailbox or payment "verify" wording with a link to
 * another site than the sender's) and influencers' pitches are closed with a ticket (skip). Null: a guest's mail.
 */
const URL = /\bhttps?:\/\/[^\s<>"')\]]+/gi;
/**
 * A link that asks to sign in or confirm something ("staybook-partner-verify.example/login", ".../confirm"): its site
 * or path says so, in the words such sites use, whoever sent it (a phishing mail often comes from its own site).
 */
const SIGN_IN_LINK =
  /(?:^|[./_-])(?:verify|verification|login|log-in|signin|sign-in|secure|security|account|confirm|validate|unlock|reactivate|password|auth)(?=$|[./_?=&-])/i;
/** A link to a file that runs or unpacks ("Factura_0923.zip", "invoice.exe"): how malware is sent, never a guest's. */
const FILE_THAT_RUNS = /\.(?:zip|rar|7z|exe|scr|msi|jar|js|vbs|bat|cmd|iso|img)(?=$|[?#])/i;

/**
 * Phishing wording with a link to another site than the sender's or to a sign-in page, or twice over; or a link to a
 * file that runs or unpacks: how many phrases, and the link.
 */
export function phishingSigns(text: string, fromAddress: string, language: string) {
  const sender = registered(domainOf(fromAddress));
  const elsewhere = linkedHosts(text).some((host) => registered(host) !== sender);
  const urls = text.match(URL) ?? [];
  const signIn = urls.some((url) => SIGN_IN_LINK.test(url.replace(/^https?:\/\//i, "")));
  const runs = urls.some((url) => FILE_THAT_RUNS.test(url));
  const phrases = countPhrases(text, "phishing", language);
  const pointed = elsewhere || signIn;
  return { phrases, elsewhere: pointed, runs, likely: (phrases >= 1 && pointed) || phrases >= 2 || runs };
}

export function notFromGuestStep(d: Decision): Plan | null {
  const { text } = d.mail;
  const language = d.understanding.language;
  const { phrases, elsewhere, runs } = phishingSigns(text, d.facts.message.from?.address ?? "", language);
  // An angry guest's demand may name bank details and a deadline: a person reads it. A "chargeback notice" or "final
  // notice before legal action" that asks to sign in on another site with two phishing phrases is phishing all the same.
  const phishing =
    actionRequested(d.mail.content) === "a complaint" ||
    (sensitiveTopic(text, language) && !(phrases >= 2 && elsewhere))
      ? 0
      : phrases;
  const influencer =
    countPhrases(text, "influencer", language) >= 2 &&
    !sensitiveTopic(text, language) &&
    !actionRequested(d.mail.content);
  const why =
    (phishing >= 1 && elsewhere) || phishing >= 2
      ? "phishing (an account or payment 'verify' mail)"
      : runs && !sensitiveTopic(text, language) && !actionRequested(d.mail.content)
        ? "a link to a file that runs or unpacks"
        : influencer
          ? "an influencer's pitch"
          : null;
  if (!why) return null;
  d.ticket.status = "Solved";
  d.ticket.priority = "low";
  d.ticket.type = "provider";
  d.trace.push({ step: "decide", outcome: "skip", reason: why });
  return finish(d, "skip", `skipped: not from a guest (${why})`);
}
