/**
 * How the agent reads what a person asks (issue 13), in the languages hotel guests and software customers write in:
 * the questions of a mail one by one, whether it asks for an action only a person can take, whether it is an
 * automatic reply or a vendor's pitch, the register the guest used, and whether an answer is about what was asked.
 * Word lists, no model: each rule says in words what it looks for, and `npm run eval -- --task mail` measures them.
 */
import {
  asksPrice,
  asksTime,
  hasPrice,
  hasTime,
  namesNothing,
  SUPPORTING_SUBJECTS,
  subjectsOf,
} from "../knowledge/concepts";
import {
  hasPhrase,
  languagePatternAlternatives,
  type PatternKind,
  patternAlternatives,
  withoutPhrases,
} from "../lexicon";
import { GLOSSED_LANGUAGES, glossaryEnglishWords, glossaryForms } from "../understand/glossary";
import { plainWords } from "../understand/language";

const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss");

/** Out-of-office and other automatic replies recognised by their wording, when a server sent no header to say so. */
const AUTO_REPLY = new RegExp(`\\b(?:${patternAlternatives("autoReply")})\\b`);

/** Words that, just before "automatic reply", refuse one rather than say the mail is one ("not another …"). */
const REFUSAL = new RegExp(`\\b(?:${patternAlternatives("refusal")})(?=\\s|$)`);
const REPLY_VERB = new RegExp(`\\b(?:${patternAlternatives("replyVerb")})\\b`);

/**
 * Whether the wording says the mail is an automatic reply. A guest who writes about automatic replies ("Não quero
 * mais uma resposta automática", "do not send me another automated reply") is not one: the few words before the
 * phrase refuse it. "Please do not reply to this automatic message" still is: the refusal is of a reply.
 */
export function isAutomaticReply(text: string): boolean {
  // Sentences end at ".", "!" or "?", not at the dot of a date ("bis zum 7. Dezember im Urlaub").
  for (const sentence of folded(text).split(/(?<=(?<!\d)[.!?])\s+|\n+/)) {
    const match = AUTO_REPLY.exec(sentence);
    if (!match) continue;
    const before = sentence.slice(0, match.index);
    const near = before.trim().split(/\s+/).slice(-3).join(" ");
    if (REFUSAL.test(near) && !REPLY_VERB.test(before)) continue;
    return true;
  }
  return false;
}

/**
 * Vendors writing to sell or to bill, and phishing dressed as an invoice: no reply, no lead (agent.md §2 step 4,
 * Provider). A pitch offers the company something; an invoice asks the company to pay for what it bought.
 */
const PITCH = new RegExp(`\\b(?:${patternAlternatives("pitch")})\\b`);
/** A sender saying what they are ("I'm a photographer"): a pitch only in a mail that asks the hotel nothing. */
const PITCH_IDENTITY = new RegExp(`\\b(?:${patternAlternatives("pitchIdentity")})\\b`);
const SUPPLIER_INVOICE = new RegExp(`\\b(?:${patternAlternatives("invoice")})\\b`);

const BUYER = new RegExp(`\\b(?:${patternAlternatives("buyer")})\\b`);

/** A customer asking for an invoice the hotel issued to be put right ("could you reissue it to our company"). */
const INVOICE_REQUEST = new RegExp(`\\b(?:${patternAlternatives("invoiceRequest")})\\b`);

/**
 * A vendor's pitch by its selling words ("would you be open to a 15-minute call", "we help hotels"), not by who writes;
 * "would you be open to a corporate rate agreement?" is a buyer asking for rates, not selling.
 */
export function sellsSomething(text: string): boolean {
  const t = folded(text);
  return PITCH.test(t) && !BUYER.test(t) && !SUPPLIER_INVOICE.test(t);
}

export function isProviderMail(text: string): "pitch" | "invoice" | null {
  const t = folded(text);
  // "We received invoice no. 2026-4471 … could you please reissue it": the hotel's own invoice, a guest's request.
  if (SUPPLIER_INVOICE.test(t)) return INVOICE_REQUEST.test(t) ? null : "invoice";
  if (sellsSomething(text)) return "pitch";
  // A guest says what they do for a living too ("I'm a photographer, what upload speed does the wifi get?").
  if (PITCH_IDENTITY.test(t) && !t.includes("?")) return "pitch";
  return null;
}

/**
 * A request for an action only a person can take (cancel, change, book, refund, a quote, fix something, find a lost
 * item, a complaint): never answered from knowledge, never learned as knowledge. A question about the rule ("what is
 * your cancellation policy?", "how would we cancel if we ever needed to?") is not one.
 */
const ACTION_REQUEST: { reason: string; pattern: RegExp }[] = (
  [
    ["a cancellation", "cancellation"],
    ["a change to a booking", "change"],
    ["a booking or a quote", "booking"],
    ["a refund", "refund"],
    ["something to fix", "fix"],
    ["a lost item", "lost"],
    ["an invoice to issue or put right", "invoiceRequest"],
    ["a complaint", "complaint"],
    ["a person to talk to", "person"],
  ] as const
).map(([reason, kind]) => ({
  reason,
  // A refund's words take any ending ("reimbursed", "remboursement", "Rückerstattung").
  pattern: new RegExp(`\\b(?:${patternAlternatives(kind)})${kind === "refund" ? "\\w*" : ""}\\b`),
}));

/**
 * A question about the rule, not a request to apply it ("what's your cancellation policy? how late can we cancel
 * without paying?", "conditions d'annulation"): the knowledge answers it, or a responsable does and it is learned.
 */
const POLICY = new RegExp(`\\b(?:${patternAlternatives("policy")})\\b`);

export function asksAboutPolicy(text: string): boolean {
  return POLICY.test(folded(text));
}

/** A partner writing as one (a reseller, an integration or tour-operator partner, a contract): a person answers. */
const PARTNER = new RegExp(`\\b(?:${patternAlternatives("partner")})\\b`);

export function partnerRequest(text: string): boolean {
  return PARTNER.test(folded(text));
}

export function actionRequested(text: string): string | null {
  const t = folded(text);
  for (const { reason, pattern } of ACTION_REQUEST) if (pattern.test(t)) return reason;
  return null;
}

/**
 * Words that point back to something said before ("how much is it?", "is there a charge for that?", "combien ça
 * coûte ?", "was kostet das extra?" is left out: "das" is an article too). Only pronouns that are not also articles.
 */
const REFERS_BACK = new RegExp(`\\b(?:${patternAlternatives("refersBack")})\\b`);

/**
 * True when a question names no subject of its own and points back to something said before ("is there a charge for
 * it?"): it asks about what the sentence before it, or the thread, is about.
 */
export function pointsBack(text: string): boolean {
  return subjectsOf(text).size === 0 && REFERS_BACK.test(folded(text));
}

/** "That", "das", "ça": what a question says of the thing the sentence before it named. */
const DEMONSTRATIVE = new RegExp(`\\b(?:${patternAlternatives("demonstrative")})\\b`);

/** Greetings, thanks and sign-offs: lines that ask nothing. */
const PLEASANTRY = new RegExp(`^(?:${patternAlternatives("pleasantry")})\\b`);

/**
 * The questions and requests of a mail, one per entry: sentences that end with "?", numbered or bulleted items,
 * and the sentence of an explicit request ("Could you tell me …", "I would like to know …"). Pleasantries are left
 * out. A mail with no question mark and no request is read whole, as one.
 */
/** A header line of a forwarded or quoted message, in the languages mail clients write them. */
const FORWARDED_HEADER =
  /^(?:subject|betreff|objet|asunto|oggetto|onderwerp|assunto|from|von|de|da|van|sent|gesendet|envoy[ée]|enviado|inviato|verzonden|date|datum|fecha|data|to|an|à|para|aan|cc)\s*:\s*\S/i;

/** A doubt in brackets ("the night receptionist (I think his name is Luca?)", "(Sara?)"): no question to answer. */
const DOUBT = /\(([^()?\n]{1,60})\?\)/g;

/** A text without the question marks of its doubts in brackets; a bracketed question that asks keeps its mark. */
export function withoutDoubts(text: string, language: string): string {
  return text.replace(DOUBT, (whole, inside: string) =>
    plainWords(inside).length <= 8 && !wordedAsQuestion(inside, language) && !ASKING.test(folded(inside))
      ? `(${inside})`
      : whole,
  );
}

export function questionsOf(written: string, language = "en"): string[] {
  const text = withoutDoubts(written, language);
  const lines = text
    .replace(/\r/g, "")
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  const units: string[] = [];
  // Sentences that ask without a question mark: an item of a list a line announced ("Could you tell me:" then "- the
  // wifi password"), or a sentence worded as a question ("is breakfast incl in the price … thx").
  const unmarked = new Set<string>();
  let previous: string | null = null;
  let announced = false;
  for (const line of lines) {
    // A forwarded message's header ("Subject: parking?") names the mail below it; the mail itself is read.
    if (FORWARDED_HEADER.test(line)) continue;
    // Items of a list are questions of their own.
    const item = line.replace(LIST_ITEM, "");
    const listed = item !== line;
    if (!listed) announced = false;
    // Sentences end at ".", "!" or "?", but not at the dot of "2." or "St." inside a sentence. An announced item
    // without a question mark ("- the wifi password") is one question, whatever it says after it.
    const askedItem = listed && announced && !item.includes("?");
    const sentences = askedItem
      ? [item]
      : (item.match(/(?:[^.!?]|\.(?=\S)|(?<=\b\d{1,2})\.\s(?=\S))+[.!?]*/g) ?? [item]);
    for (const raw of sentences) {
      let s = raw.trim();
      if (s.length < 4) continue;
      const plain = folded(s);
      // "Thanks, Dan" and "Hello Maria," are pleasantries; "Hola, viajamos con nuestro perro." says something the
      // next question ("¿Hay algún suplemento?") points back to.
      if (PLEASANTRY.test(plain) && !s.includes("?") && plainWords(plain.replace(PLEASANTRY, "")).length <= 3)
        continue;
      // "Hola, ¿qué tal?", "Hi, hope you're well?": small talk, whatever its question mark.
      if (isSmallTalk(plain, language)) continue;
      // "Is that possible?", "C'è un supplemento?": a short question with no subject of its own asks about the
      // sentence before it.
      // "We'd like to bring our beagle. Is that alright, and is there a charge?": so does a longer one after a sentence
      // that names what it is about.
      if (
        previous &&
        s.includes("?") &&
        subjectsOf(s).size === 0 &&
        (plainWords(s).length <= 6 || (subjectsOf(previous).size > 0 && DEMONSTRATIVE.test(folded(s))))
      )
        s = `${previous} ${s}`;
      if (askedItem || (!s.includes("?") && wordedAsQuestion(s, language))) unmarked.add(s);
      units.push(s);
      previous = s;
    }
    if (!listed && line.endsWith(":")) announced = true;
  }
  // "Vorrei chiedere alcune informazioni:" announces the questions that follow; it asks none itself.
  // A line ending with ":" announces what follows ("Pourriez-vous me dire :"); it asks nothing itself.
  const asking = units.filter(
    (u) => u.includes("?") || ((unmarked.has(u) || ASKING.test(folded(u))) && !u.endsWith(":")),
  );
  if (asking.length === 0) return [text.trim()];
  // "What time is breakfast, and do you have gluten-free bread?": two questions in one sentence.
  const questions = asking.flatMap(splitCompound);
  // "¿Tienen aparcamiento? ¿Cuánto cuesta y hay que reservar?": a question that names nothing of its own (only "how
  // much", "book", "in advance") asks about the one before it.
  for (let i = 1; i < questions.length; i++) {
    const q = questions[i]!;
    if (subjectsOf(q).size === 0 && namesNothing(q)) questions[i] = `${questions[i - 1]} ${q}`;
  }
  // A short question joined to the one before and split again from it ("… all'arrivo? E quanto si spende?") would
  // bring that one back a second time.
  return [...new Set(questions)].slice(0, 8);
}

const LIST_ITEM = /^(\d+[.)]|[-*•])\s+/;

/** A sentence that is small talk and a greeting only ("Hola, ¿qué tal?", "How are you doing?"). */
function isSmallTalk(plain: string, language: string): boolean {
  if (plainWords(plain).length > 8 || !hasPhrase(plain, "smallTalk", language)) return false;
  return plainWords(withoutPhrases(plain.replace(PLEASANTRY, ""), "smallTalk", language)).length <= 2;
}

/**
 * Words that open a question in the mail's language and never a statement or a wish ("is", "what", "wann", "combien";
 * not "would", "se" or "come", which open "would love to come back", "se possibile", "come sempre").
 */
const QUESTION_OPENERS = new Map<string, RegExp>();
const NOT_OPENING_ALONE = new Set(
  "have has may might must will would should shall whether could se si ob come como e ha tem".split(" "),
);
const EXCLAMATIVE =
  /^(?:what an? |how (?:lovely|nice|kind|wonderful|great|amazing|beautiful|good|sweet)|was fur|wie (?:schon|toll|nett)|quel(?:le)?s? (?:belle|beau|bon|magnifique)|que (?:bonito|bonita|bien|lindo|linda)|che (?:bello|bella|bei|belle)|wat (?:een|mooi|leuk)|como (?:e|foi) (?:bom|lindo|bonito))/;
function wordedAsQuestion(sentence: string, language: string): boolean {
  let opener = QUESTION_OPENERS.get(language);
  if (!opener) {
    const words = languagePatternAlternatives("questionStart", language)
      .split("|")
      .filter((w) => w && !NOT_OPENING_ALONE.has(w));
    opener = new RegExp(`^(?:${words.join("|")})\\b(?!')`);
    QUESTION_OPENERS.set(language, opener);
  }
  const plain = folded(sentence).replace(/^[^\p{L}]+/u, "");
  // "What a lovely stay!", "How kind of you!": an exclamation. "And what time does breakfast finish — the kids are not
  // early risers!" still asks.
  if (plainWords(plain).length < 3 || (sentence.trim().endsWith("!") && plainWords(plain).length < 6))
    return false;
  if (EXCLAMATIVE.test(plain)) return false;
  // After a greeting and a joining word: "hi is breakfast incl…", "and what time…", "also, wann…".
  const opening = plain
    .replace(PLEASANTRY, "")
    .replace(/^[\s,;:-]*(?:and|also|so|but|plus|et|und|y|e|en|ou|oder)?[\s,]*/, "");
  // "Temos uma carrinha com barras no tejadilho.": where a question has a statement's word order (Portuguese,
  // Spanish, Italian), a sentence that opens with a verb and ends with a full stop tells; one that opens with a
  // question word ("Quanto custa o parque.") still asks.
  if (/\.\s*$/.test(sentence) && statementOpenerOf(language).test(opening)) return false;
  return opener.test(opening);
}
/** Whether a sentence of a text is worded as a question, with or without its mark ("is breakfast incl thx"). */
export function asksWithoutMark(text: string, language: string): boolean {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .some((sentence) => wordedAsQuestion(sentence, language) || ASKING.test(folded(sentence)));
}

const STATEMENT_OPENERS = new Map<string, RegExp>();
function statementOpenerOf(language: string): RegExp {
  let pattern = STATEMENT_OPENERS.get(language);
  if (!pattern) {
    const own = languagePatternAlternatives("statementOpener", language);
    pattern = own ? new RegExp(`^(?:${own})\\b(?!')`) : /(?!)/;
    STATEMENT_OPENERS.set(language, pattern);
  }
  return pattern;
}

const ASKING = new RegExp(`\\b(?:${patternAlternatives("asking")})\\b`);

/** Whether a text asks anything: a question mark, or an explicit request to know ("I would like to know …"). */
export function asksAnything(text: string): boolean {
  return text.includes("?") || ASKING.test(folded(text));
}

const COMPOUND = new RegExp(
  `,?\\s+(?:${patternAlternatives("compoundJoin")})\\s+(?:(?:also|anche|aussi|auch|tambien|tambem|ook)\\s+)?(?=(?:${patternAlternatives("questionStart")})\\b)`,
  "i",
);

function splitCompound(sentence: string): string[] {
  const parts = sentence
    .split(COMPOUND)
    .map((p) => p.trim())
    .filter((p) => p.length >= 8);
  // "Do you have parking, and what does it cost?" asks one thing: a part with no subject of its own that points back
  // ("it") belongs to the one before. "What time is check-in, and is there somewhere to leave our luggage?" asks two.
  // "We're driving and will arrive around 11pm. Is that a problem?" is one question: the part before "and" must ask.
  const asks = (part: string) => QUESTION_WORD.test(folded(part)) || ASKING.test(folded(part));
  return parts.length > 1 && !parts.some(pointsBack) && asks(parts[0]!) ? parts : [sentence];
}

const QUESTION_WORD = new RegExp(`\\b(?:${patternAlternatives("questionStart")})\\b`);

const CLOCK_OR_MEASURE = /\d{1,2}[:.h]\d{2}|\d\s?(?:am|pm|uhr|h|m|cm|kg)\b/;
/** A parenthesis that asks ("(and how much is it?)", "(e quanto costa)"): part of the question, not a description. */
const ASKING_ASIDE = new RegExp(`^\\W*(?:${patternAlternatives("compoundJoin")}|or|ou|oder|o|of)\\b|\\?`);

/** Per language (see `languagePatternAlternatives`): a reason for asking, what leads to a question, talk about the mail. */
const sceneSetting = new Map<string, { reason: RegExp; consequence: RegExp; metaTalk: RegExp }>();
function sceneSettingOf(language: string) {
  let read = sceneSetting.get(language);
  if (!read) {
    const of = (kind: PatternKind) => languagePatternAlternatives(kind, language);
    read = {
      reason: new RegExp(`[,;]?\\s+(?:${of("reason")})\\b[^?!.]*`, "g"),
      consequence: new RegExp(`^[^?!.]*,\\s*(?:${of("consequence")})\\s+(?=\\S)`),
      metaTalk: new RegExp(`\\b(?:${of("metaTalk")})\\b`, "g"),
    };
    sceneSetting.set(language, read);
  }
  return read;
}

/**
 * The question without what only sets the scene (issue 22): a description in brackets that names no subject, time or
 * measure ("our dog (cocker spaniel, 11 months)"), a reason given for asking ("…, because we land early", "…, ya que
 * salimos temprano"), what leads to the question ("the kids are not early risers, so how late is breakfast?") and talk
 * about the mail itself ("I forgot to ask"). Folded text. A guest's reason is not a detail an entry must give; a time
 * in it still is: the caller reads times from the whole question.
 */
export function contextFree(question: string, language: string): string {
  const { reason, consequence, metaTalk } = sceneSettingOf(language);
  // Of a description in brackets, only what names a subject stays ("(a very polite lurcher)" → "lurcher", "(we have
  // a cat)" → "cat").
  const asides = folded(question).replace(/\(([^()]*)\)/g, (whole, inside: string) => {
    if (ASKING_ASIDE.test(inside) || CLOCK_OR_MEASURE.test(inside)) return whole;
    const named = plainWords(inside).filter((w) => subjectsOf(w).size > 0);
    return named.length > 0 ? ` (${named.join(" ")}) ` : " ";
  });
  const kept = asides
    .split(/(?<=[.!?])\s+|\n+/)
    // "Ciao ragazzi, arriviamo…", "Hi again, sorry — …": a greeting and whom it greets are no part of the question.
    .map((sentence) => sentence.replace(GREETING, ""))
    .map((whole) => {
      // "what time does breakfast finish — the kids are not early risers!": what follows a dash tells why.
      // Only after a question: "Sorry, I forgot to ask – we might bring our dog" tells what the next question is about.
      const aside = whole.match(ASIDE);
      const before = aside ? whole.slice(0, aside.index) : "";
      const sentence =
        aside &&
        !OPENS_QUESTION.test(aside[1]!) &&
        plainWords(before).length >= 3 &&
        wordedAsQuestion(before, language)
          ? before
          : whole;
      const asking = sentence.replace(consequence, "");
      const focused = plainWords(asking).length >= 3 ? asking : sentence;
      const reasonless = focused.replace(reason, "");
      return plainWords(reasonless).length >= 2 ? reasonless : focused;
    })
    .join(" ")
    .replace(metaTalk, " ");
  return kept.trim() || question;
}

/** A greeting at the start of a sentence with up to two words of whom it greets, to its comma. */
const GREETING = new RegExp(
  `^\\W*(?:${patternAlternatives("pleasantry")})\\b(?:\\s+[\\p{L}'-]+){0,2}\\s*,\\s*`,
  "u",
);

/** A clause after a dash that does not ask, to the end of its sentence. */
const ASIDE = /\s[—–-]\s+([^?—–]*)$/;
const OPENS_QUESTION = new RegExp(`^\\W*(?:${patternAlternatives("questionStart")})\\b`);

/** "Before that", "vorher", "plus tôt": a question about a time the mail gave before it. */
const TIME_BACK = new Map<string, RegExp>();
const CLOCK_TIME = /\b\d{1,2}(?:[:.h]\d{2}\b|\s?(?:am|pm|a\.m\.|p\.m\.|uhr|h|o'clock)(?=\W|$))/i;

/**
 * The sentence before a question that gives the time it points back to ("We leave for the airport at 6. Can we have
 * breakfast before that?"), or "" when the question gives its own time or points back to none.
 */
export function earlierTime(question: string, before: string, language: string): string {
  // The question may carry the sentences that set its scene ("… around 9:00. Could we check in then?"): the time is
  // looked for in them first, then before them; the asking sentence giving its own time points back to none.
  const own = question.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim());
  const asking = own.pop() ?? question;
  if (CLOCK_TIME.test(asking)) return "";
  let back = TIME_BACK.get(language);
  if (!back) {
    back = new RegExp(`\\b(?:${languagePatternAlternatives("timeBack", language) || "(?!)"})\\b`);
    TIME_BACK.set(language, back);
  }
  if (!back.test(folded(asking))) return "";
  const sentences = [...before.split(/(?<=[.!?])\s+|\n+/), ...own].filter((s) => s.trim());
  return (
    sentences
      .slice(-2)
      .reverse()
      .find((s) => CLOCK_TIME.test(s)) ?? ""
  );
}

/** Someone who is not a guest ("a friend who is not staying", "non-residents", "visiteurs"), in any language. */
const VISITOR = new RegExp(`\\b(?:${patternAlternatives("visitor")})\\b`);

/**
 * Whether a text speaks of someone who does not stay at the hotel: a question for them is not answered by an entry
 * about guests' services (parking "per night", breakfast "included in all rates") unless the entry speaks of them too.
 */
export function aboutSomeoneNotStaying(text: string): boolean {
  return VISITOR.test(folded(text));
}

/** "he", "she", "her", "elle", "ihn": a question about someone the mail named before, often a dog. */
const PERSONAL = new Map<string, RegExp>();

/**
 * What a question that says "he", "she" or "her" is about beyond its own words: the subjects of the nearest sentence
 * before it that names any ("We're bringing our spaniel. Can she come into the breakfast room?" asks about a dog in
 * the breakfast room, which the breakfast entry does not say). Empty when it names no one, or nothing before it does.
 */
export function subjectsReferredTo(question: string, before: string, language: string): string[] {
  return referentOf(question, before, language).subjects;
}

/**
 * Who "she" is: the subjects of the nearest sentence before that names any, and the words that name them there ("We
 * have a calm indoor cat. Would she be allowed?" → pets, "cat"): those words are details the entry must give.
 */
export function referentOf(
  question: string,
  before: string,
  language: string,
): { subjects: string[]; words: string } {
  const none = { subjects: [], words: "" };
  let personal = PERSONAL.get(language);
  if (!personal) {
    personal = new RegExp(`\\b(?:${languagePatternAlternatives("personal", language)})\\b`);
    PERSONAL.set(language, personal);
  }
  const match = personal.exec(folded(question));
  if (!match) return namedBefore(question, before, language);
  // "We'll have our labrador with us – is there a charge for him?": "him" is the labrador, named in the question.
  const named = (text: string) =>
    [...subjectsOf(contextFree(text, language))].filter((s) => !SUPPORTING_SUBJECTS.has(s));
  if (named(folded(question).slice(0, match.index)).length > 0) return none;
  const sentences = before.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim());
  // "He", "she", "ihn", "lui" stand for a being: a dog or a child, never the wifi of the sentence before.
  for (const sentence of sentences.slice(-3).reverse()) {
    const subjects = named(sentence).filter((s) => BEINGS.has(s));
    if (subjects.length === 0) continue;
    const words = plainWords(folded(sentence)).filter((w) =>
      [...subjectsOf(w)].some((s) => subjects.includes(s)),
    );
    return { subjects, words: words.join(" ") };
  }
  return none;
}

/** Names written with a capital inside a sentence ("E Oscar può venire?", "Can Bruno come?"). */
const NAME_INSIDE = /(?<=[\p{L},;] )\p{Lu}[\p{Ll}'-]+/gu;

/**
 * Whom a question names that the mail introduced before as a dog or a child ("il mio cane guida, Oscar, … E Oscar
 * può accompagnarmi nella sala della colazione?"): the being is asked about as surely as if "he" were written.
 */
function namedBefore(question: string, before: string, language: string) {
  const none = { subjects: [] as string[], words: "" };
  // German writes every noun with a capital: a name is a word no glossary knows ("Frida", not "Auto").
  const known = GLOSSED_LANGUAGES.includes(language) ? glossaryForms(language) : null;
  const names = [...question.matchAll(NAME_INSIDE)]
    .map((m) => m[0])
    .filter((name) => !known?.has(folded(name)) && !glossaryEnglishWords().has(folded(name)));
  if (names.length === 0) return none;
  const sentences = before.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim());
  for (const sentence of sentences.slice(-4).reverse()) {
    if (!names.some((name) => new RegExp(`\\b${name}\\b`, "u").test(sentence))) continue;
    const subjects = [...subjectsOf(contextFree(sentence, language))].filter((s) => BEINGS.has(s));
    if (subjects.length === 0) continue;
    // The name stands beside the dog or child it names ("our dog Oscar", "Nuvola, la nostra cagnolina"); a noun no
    // glossary knows further off ("da mein Schwiegervater … und die Kinder") is someone else.
    const sentenceWords = plainWords(folded(sentence));
    const beside = (name: string) => {
      const at = sentenceWords.indexOf(folded(name));
      return sentenceWords.some(
        (w, i) => Math.abs(i - at) <= 3 && [...subjectsOf(w)].some((s) => subjects.includes(s)),
      );
    };
    if (!names.some((name) => sentenceWords.includes(folded(name)) && beside(name))) continue;
    const words = sentenceWords.filter((w) => [...subjectsOf(w)].some((s) => subjects.includes(s)));
    return { subjects, words: words.join(" ") };
  }
  return none;
}

/** Who a name can stand for: a guest's dog or child. */
const BEINGS: ReadonlySet<string> = new Set(["pets", "children"]);

/**
 * Whether an entry is about what a question asks: every specific subject of the question (an EV charger, a late
 * check-out, a cot, gluten-free food, a lost item…) must appear in the entry. Generic words (time, price, room,
 * booking…) do not count: "how much is parking?" is answered by the parking entry, "can I charge my car there?" is not.
 */
export function answersSubject(
  question: string,
  entry: { question: string | null; answer: string },
): boolean {
  const text = `${entry.question ?? ""}\n${entry.answer}`;
  const has = subjectsOf(text);
  const asked = subjectsOf(question);
  for (const subject of asked) if (!has.has(subject) && !SUPPORTING_SUBJECTS.has(subject)) return false;
  // "How much is a massage?" is not answered by an entry that says massages exist but gives no price, nor by the
  // price of the pool beside them: the figure must be in a sentence about what was asked, or about nothing else.
  const relevant = entry.answer.split(/(?<=[.!?;])\s+|\n+/).filter((sentence) => {
    const about = subjectsOf(sentence);
    return about.size === 0 || asked.size === 0 || [...about].some((s) => asked.has(s));
  });
  if (asksPrice(question) && !relevant.some(hasPrice)) return false;
  if (asksTime(question) && !relevant.some(hasTime)) return false;
  return true;
}

const FORMAL_SALUTATION = new RegExp(`\\b(?:${patternAlternatives("formalSalutation")})\\b`);

/** The register the writer used: formal ("Sie", "vous", "usted", "Lei", "u") or informal ("du", "tu", "tú", "je"). */
export function formalityOf(text: string, language: string): "formal" | "informal" | null {
  // The "t" of "y a-t-il", "va-t-on" is said for the sound, not "te": only "t'" ("je t'écris") is informal.
  const words = plainWords(
    language === "fr" ? text.replace(/-t-(?=(?:il|elle|on|ils|elles)\b)/gi, "-") : text,
  );
  const has = (list: string[]) => words.some((w) => list.includes(w));
  const raw = ` ${text} `;
  const t = folded(text);
  if (FORMAL_SALUTATION.test(t)) return "formal";
  switch (language) {
    case "de":
      if (/\s(Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer)[\s,.?!]/.test(raw)) return "formal";
      return has(["du", "dir", "dich", "dein", "deine", "euch", "euer", "eure", "ihr"]) ? "informal" : null;
    case "fr":
      if (has(["vous", "votre", "vos"])) return "formal";
      return has(["tu", "toi", "ton", "ta", "tes", "t"]) ? "informal" : null;
    case "es":
      if (has(["usted", "ustedes"]) || /\b(le|les) (agradezco|agradecemos)\b/i.test(text)) return "formal";
      return has(["tu", "te", "tienes", "puedes", "vosotros", "teneis", "podeis"]) ? "informal" : null;
    case "it":
      if (/\s(Lei|La|Le|Sua|Suo|Vi|Vostra|Vostro)[\s,.?!]/.test(raw) || has(["gentile", "cortesemente"]))
        return "formal";
      return has(["tu", "ti", "tuo", "tua", "puoi", "hai"]) ? "informal" : null;
    case "nl":
      if (has(["u", "uw"])) return "formal";
      return has(["je", "jij", "jou", "jouw", "jullie"]) ? "informal" : null;
    case "pt":
      if (has(["senhor", "senhora", "vossa", "v"])) return "formal";
      return has(["tu", "te", "teu", "tua"]) ? "informal" : null;
    default:
      return /\b(dear (sir|madam|mr|mrs|ms|dr)|yours (faithfully|sincerely)|to whom it may concern)\b/i.test(
        text,
      )
        ? "formal"
        : null;
  }
}

/** A line that closes a mail ("Kind regards,", "Mit freundlichen Grüßen", "Grazie e cordiali saluti"): what follows is a signature. */
const SIGN_OFF_PHRASE = `(?:${patternAlternatives("signOff")})`;
/** A closing line: sign-off phrases, one or joined ("Vielen Dank und freundliche Grüße", "Thanks and best regards"). */
const SIGN_OFF = new RegExp(
  `^${SIGN_OFF_PHRASE}(?:[\\s,]+(?:und|and|et|e|y|en|&)?\\s*${SIGN_OFF_PHRASE})*[\\s,.!]*$`,
);

/**
 * What the sender wrote before signing off: a signature's job title ("Geschäftsführer"), its firm ("Studio Legale") or
 * its legal disclaimer (GDPR) is not what the mail is about. The whole text when no closing line comes after content.
 */
export function beforeSignOff(content: string): string {
  const lines = content.split("\n");
  for (let i = 1; i < lines.length; i++) {
    const line = folded(lines[i]!.trim());
    if (line.length > 0 && line.length <= 45 && SIGN_OFF.test(line)) return lines.slice(0, i).join("\n");
  }
  return content;
}

/** "P.S.", "PS:", "N.B.": a line below the sign-off that the sender still means. */
const POSTSCRIPT = /^\s*(?:p\.?\s?s\.?|n\.?\s?b\.?)(?=[\s:.,-])/i;

/**
 * The part of a mail that asks: what comes before the sign-off, and a postscript below it. A signature's slogan
 * ("Do you really need to print this email?") or its firm's tagline asks the hotel nothing.
 */
export function askedPart(content: string): string {
  const before = beforeSignOff(content);
  if (before === content) return content;
  const after = content.slice(before.length).split("\n");
  const postscript = after.findIndex((line) => POSTSCRIPT.test(line));
  return postscript < 0 ? before : `${before}\n${after.slice(postscript).join("\n")}`;
}

/** A booking reference as hotels and platforms write them ("AUR-61342", "HB 4471920"). */
export const BOOKING_REFERENCE = /\b\p{Lu}{2,}[-\s]?\d{4,}\b/u;
const OWN_BOOKING = new RegExp(`\\b(?:${patternAlternatives("ownBooking")})`);
const OWN_REQUEST = new RegExp(`\\b(?:${patternAlternatives("ownRequest")})`);

/** What a guest's arrival and departure are: the times of a stay that a person may move for one booking. */
const STAY_TIMES = new Set(["arrival", "departure", "early_checkin", "late_checkout"]);

/**
 * A request to move the times of the guest's own stay ("We're booked under AUR-48213 … Could she check in at 9:00 that
 * morning?", "nous avons une réservation … Serait-il possible d'avoir la chambre dès notre arrivée ?"): the mail names
 * its booking, and a question asks for the guest ("could we", "would it be possible") about arriving or leaving. What
 * the knowledge does not answer of it is an exception a person grants, not a question a responsable answers once for
 * everyone. Other services asked for a booking (a packed breakfast, the garage at 4:00) stay questions.
 */
export function asksForOwnStay(content: string, questions: string[]): boolean {
  if (!BOOKING_REFERENCE.test(content) && !OWN_BOOKING.test(folded(content))) return false;
  return questions.some(
    (q) => OWN_REQUEST.test(folded(q)) && [...subjectsOf(q)].some((s) => STAY_TIMES.has(s)),
  );
}
