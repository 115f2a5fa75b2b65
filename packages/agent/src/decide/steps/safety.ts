import { countPhrases, hasPhrase, sensitiveTopic } from "../../lexicon";
import { type SentenceEncoder, sentenceEncoder } from "../../understand/encoder";
import { sensitiveByMeaning } from "../../understand/sensitive-meaning";
import { type Decision, finish } from "../decision";
import type { Plan } from "../plan";
import { BOOKING_REFERENCE, beforeSignOff, sellsSomething, withoutDoubts } from "../reading";
import { escalate } from "./escalate";
import { linkedHosts } from "./not-guest";

/** The languages the agent reads and writes replies in (the composer's). Mail in any other goes to a person. */
export const READ_LANGUAGES: ReadonlySet<string> = new Set(["en", "fr", "de", "es", "it", "pt", "nl"]);

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
export const languageName = (code: string) => {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * The safety gate (issue 22): before any answer, mail about health and safety, damage, loss or theft, police and
 * insurance, legal and privacy matters, threats or an angry complaint goes to a person at high priority, whatever its
 * intent, group or FAQ match. No setting switches it off; such a mail is never answered from knowledge and never
 * asked of the feedback loop, so nothing about it is learned.
 */
export async function safetyStep(d: Decision): Promise<Plan | null> {
  const said = `${d.facts.message.subject ?? ""}\n${beforeSignOff(d.mail.content)}`;
  // A vendor selling ("a guaranteed replacement of any damaged item", "cover for theft and damage") names the topics
  // it sells, not a guest's matter: the route closes it as a pitch. Shouting still reaches a person.
  if (sellsSomething(d.mail.text) && d.ticket.type !== "partner") return null;
  const { language } = d.understanding;
  const encoder = await encoderOrNone();
  // The reading by meaning keeps mail from being answered, closed or learned: an intent set never to be answered
  // already goes to a person under its own name ("I want a refund for the night we did not use" is a Refund, not an
  // angry complaint).
  const topic =
    sensitiveTopic(said, language) ??
    (await shoutedInAnger(said, d.mail.text, language, encoder)) ??
    (d.intent?.group === "never"
      ? null
      : await sensitiveByMeaning(d.mail.text, language, encoder).then((read) =>
          read ? { kind: read.kind, words: `read by its meaning, ${read.probability.toFixed(2)}` } : null,
        ));
  if (!topic) return null;
  d.ticket.priority = "high";
  d.priority = "high";
  d.trace.push({ step: "safety", outcome: "a person handles it", reason: `${topic.kind}: "${topic.words}"` });
  escalate(d, `a sensitive matter: ${topic.kind}`, "humanOnly");
  return finish(d, "escalate", `escalated: a sensitive matter (${topic.kind}: ${topic.words})`);
}

/** The sentence encoder for the gate's reading by meaning, or none where it cannot load (the lexicon still stands). */
function encoderOrNone(): Promise<SentenceEncoder | null> {
  return sentenceEncoder().catch(() => null);
}

/**
 * A mail written in capitals is shouting unless its meaning reads plainly calm: below this for every sensitive kind,
 * read as written and in lower case (the encoder reads the two differently). Capitals alone are how some travel desks
 * and older guests write ("KINDLY CONFIRM THAT CHECK-IN WILL BE POSSIBLE AT 01:30"). The realistic sets' ten mails in
 * capitals: the five angry 0.62–0.97, the calm ones 0.09–0.25; a fresh angry one written for the test ("WE WAITED
 * FORTY MINUTES AT YOUR DESK…") 0.40, a fresh travel desk's 0.07. Set low, so that only plainly calm mail is let
 * through: a calm guest escalated costs a person a minute, an angry one answered costs the guest.
 */
const CALM_BELOW = 0.12;

/** A mail written in capitals that does not read plainly calm: shouting. Without an encoder, capitals alone. */
async function shoutedInAnger(said: string, text: string, language: string, encoder: SentenceEncoder | null) {
  const capitals = shouted(said);
  if (!capitals || !encoder) return capitals;
  for (const reading of [text, text.toLowerCase()]) {
    if (await sensitiveByMeaning(reading, language, encoder, undefined, CALM_BELOW)) return capitals;
  }
  return null;
}

/** A mail written in capitals is shouted ("YOU CHARGE 18 EUR AND THERE WAS NO SPACE"): an angry guest, whatever it says. */
export function shouted(text: string): { kind: string; words: string } | null {
  const letters = text.replace(/[^\p{L}]/gu, "");
  const capitals = letters.replace(/[^\p{Lu}]/gu, "").length;
  return letters.length >= 80 && capitals / letters.length >= 0.7
    ? { kind: "threats and angry complaints", words: "written in capitals" }
    : null;
}

/**
 * Thanks and nothing else (in a language the agent cannot read, by its file alone): a few words ("Děkuji za krásný pobyt!"), or a longer
 * note that opens with thanks said outright ("Tusind tak for en helt fantastisk jul …") and holds nothing that asks or
 * reports (its file's "please", "problem", "unfortunately"), no question and no booking. A longer mail may thank at
 * the end of a request ("… Проверьте, пожалуйста … Спасибо"), and thanks never names a booking ("potřebuji zrušit
 * rezervaci AUR-61342 … Děkuji" asks for a cancellation).
 */
export function thanksAlone(d: Decision, language: string): boolean {
  const { content } = d.mail;
  const said = content
    .trim()
    .split("\n")
    .filter((_line, i, lines) => i < lines.length - 1 || lines.length === 1)
    .join(" ");
  if (
    /[?？]/.test(withoutDoubts(content, language)) ||
    BOOKING_REFERENCE.test(said) ||
    hasPhrase(said, "request", language)
  )
    return false;
  if (!hasPhrase(content, "acknowledgement", language)) return false;
  const unspaced = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/.test(said);
  if (said.length <= (unspaced ? 60 : 120)) return true;
  // The thanks is what the note is about: said outright in its subject or its opening lines.
  const opening = `${d.facts.message.subject ?? ""}\n${content.trim().split("\n").slice(0, 3).join("\n")}`;
  return said.length <= (unspaced ? 200 : 400) && hasPhrase(opening, "gratitude", language);
}

/**
 * Mail in a language the agent does not read goes to a person, "language not supported": no draft in another
 * language, no feedback loop, nothing learned. What is not from a guest is closed instead, by the words its file
 * lists: thanks and nothing else, and a vendor's pitch (with a link, or in two of its phrases); phishing is closed
 * before, as in any language.
 */
export function languageStep(d: Decision): Plan | null {
  const { language } = d.understanding;
  if (READ_LANGUAGES.has(language)) return null;
  const name = languageName(language);
  const pitch =
    countPhrases(d.mail.text, "salesPitch", language) >= (linkedHosts(d.mail.text).length > 0 ? 1 : 2);
  const thanks = thanksAlone(d, language);
  const closed = thanks ? `thanks (${name})` : pitch ? `a sales pitch (${name})` : null;
  if (closed) {
    d.ticket.status = "Solved";
    d.ticket.priority = "low";
    if (!thanks) d.ticket.type = "provider";
    d.trace.push({ step: "language", outcome: "skip", reason: closed });
    return finish(d, "skip", `skipped: ${closed}`);
  }
  d.trace.push({
    step: "language",
    outcome: "a person handles it",
    reason: `${name} is not a language the agent reads`,
  });
  escalate(d, `language not supported (${name})`, "notConfigured");
  return finish(d, "escalate", `escalated: language not supported (${name})`);
}
