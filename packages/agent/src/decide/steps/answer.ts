import {
  type Answer,
  type Brain,
  ENGLISH_FOR_TRANSLATION_WITHIN,
  type KnowledgeItem,
} from "../../brains/types";
import {
  asksPrice,
  asksTime,
  hasPrice,
  hasTime,
  SUPPORTING_SUBJECTS,
  subjectsOf,
  subjectWords,
} from "../../knowledge/concepts";
import { FOUND_THRESHOLD } from "../../knowledge/index";
import type { Decision } from "../decision";
import {
  asksOnlyPriceOrTime,
  asksSize,
  givesLength,
  givesMeasure,
  unknownWordsOf,
  unsupportedDetails,
} from "../details";
import {
  aboutSomeoneNotStaying,
  answersSubject,
  contextFree,
  earlierTime,
  pointsBack,
  referentOf,
} from "../reading";

/**
 * The sentences before a question that give a length ("our van is 2.35 m high"): a guest tells one to have it checked.
 * A weight told before only describes ("our teckel, 7 kilos"), unless the question asks about size or weight ("is there
 * a weight limit?").
 */
function measuredBefore(before: string, sizeAsked: boolean): string {
  return before
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => givesLength(sentence) || (sizeAsked && givesMeasure(sentence)))
    .join(" ");
}

/** An entry's clock times and amounts ("15:00 11:00", "12 eur"), which every language version of it gives. */
const figuresOf = (text: string) =>
  [
    ...new Set(
      (
        text
          .toLowerCase()
          .match(/\b\d{1,2}[:.]\d{2}\b|\d+(?:[.,]\d+)?\s?(?:eur|euros?|€|%|chf|usd|gbp|£|\$)/g) ?? []
      ).map((f) => f.replace(/\s+/g, "").replace(".", ":")),
    ),
  ]
    .sort()
    .join(" ");
/** The subjects an entry is about, from its question and answer. */
const subjectsOfEntry = (e: KnowledgeItem) => subjectsOf(`${e.question ?? ""}\n${e.answer}`);
const aboutOf = (e: KnowledgeItem) => [...subjectsOfEntry(e)].sort().join(" ");

/**
 * The same entry in another language: the one its website import linked it to, or the one entry in that language
 * about the same subjects that gives the same figures (an FAQ written in several languages: "15:00 … 11:00" in each).
 */
function versionIn(entry: KnowledgeItem, language: string, knowledge: KnowledgeItem[]): KnowledgeItem | null {
  const same = knowledge.filter((k) => k.language === language && k.kind === entry.kind);
  if (entry.linkGroup) {
    const linked = same.find((k) => k.linkGroup === entry.linkGroup);
    if (linked) return linked;
  }
  const figures = figuresOf(entry.answer);
  if (!figures) return null;
  const about = aboutOf(entry);
  const twins = same.filter((k) => figuresOf(k.answer) === figures && aboutOf(k) === about);
  return twins.length === 1 ? twins[0]! : null;
}

/** Subjects "he", "she" and "him" can stand for: a guest's dog or child (a thing or a person asks nothing of an entry). */
const BEINGS = new Set(["pets", "children"]);

/** How well the guest's-language version of a chosen entry must match the question, against the version found. */
const TWIN_MATCH = 0.6;

/** With every specific subject of a question in the entry, this much word overlap is enough (see answerUnits). */
const SUBJECT_MATCH_FLOOR = 0.04;

async function answerWith(d: Decision, question: string, intentKey: string | null): Promise<Answer> {
  const { language } = d.understanding;
  try {
    return await d.used.answer(question, intentKey, language, d.setup.brainContext);
  } catch (error) {
    d.trace.push({
      step: "answer",
      outcome: "fell back to the local brain",
      reason: (error as Error).message,
    });
    d.used = d.brains.local;
    return d.brains.local.answer(question, intentKey, language, d.setup.brainContext);
  }
}

export interface Answered {
  answered: { unit: string; entry: KnowledgeItem }[];
  open: string[];
  /** A reply body the LLM brain wrote from the entries it cites. */
  body?: string;
}

/**
 * The intent of each question of a mail of several, read on its own (the mail's own where it cannot be read). It
 * only ranks the entries of that intent first, so the words are enough: the encoder has read the mail once already
 * (no decision on the 2,507 mails of the sets differs from reading each question with the encoder too).
 */
async function intentsOf(d: Decision, units: string[], used: Brain): Promise<(string | null)[]> {
  const context = d.setup.brainContext;
  const read = used.understandMany
    ? await used.understandMany(units, context, { wordsOnly: true }).catch(() => null)
    : await Promise.all(units.map((u) => used.understand(u, context).catch(() => null)));
  return units.map((_, i) => read?.[i]?.intents[0]?.key ?? d.intent?.key ?? null);
}

/** Each question looked up in the knowledge, and kept only when the entry is about what it asks. */
export async function answerUnits(d: Decision, units: string[]): Promise<Answered> {
  // What a reply's subject names ("Re: Parking" → parking): the thread's topic, which a follow-up question that points
  // back asks about. A first mail's subject is left out: it is often a sentence of its own ("2FA for a staff member
  // who lost his phone") whose words would find another entry.
  const topic = d.mail.topic ?? d.mail.named;
  const topicNamed = topic !== null && subjectsOf(topic).size > 0;
  const answered: Answered["answered"] = [];
  const open: string[] = [];
  let body: string | undefined;
  // "How much is it per night?" under "Re: Parking" asks what parking costs; "What time is check-out?" does not.
  const topicals = units.map((written) =>
    topicNamed && pointsBack(contextFree(written, d.understanding.language))
      ? `${topic}: ${written}`
      : written,
  );
  // A mail of several questions reads each one's intent, all in one pass of the encoder.
  const intents = units.length > 1 ? await intentsOf(d, topicals, d.used) : null;
  for (const [n, written] of units.entries()) {
    const topical = topicals[n]!;
    // "Can she come into the breakfast room?" after "we're bringing our spaniel" asks about the dog too.
    const at = d.mail.question.indexOf(written.slice(0, 20));
    const referent =
      at > 0
        ? referentOf(written, d.mail.question.slice(0, at), d.understanding.language)
        : { subjects: [], words: "" };
    const referred = referent.subjects;
    // "We leave at 6. Can we have breakfast before that?" asks about 6:00.
    const time = earlierTime(written, at > 0 ? d.mail.question.slice(0, at) : "", d.understanding.language);
    const unit = topical;
    // Searched with the words entries use for what it names ("get into the room" → "check in").
    // A question that names nothing itself and says "she" of a dog or a child is searched with what she is ("Darf
    // er mit?" → dog). Said of a thing ("the garage… is it covered?") or of a person, it is left to the words.
    const named = subjectsOf(focusOf(unit, d.understanding.language));
    const beings = referred.filter((s) => BEINGS.has(s));
    const subjects = named.size > 0 ? named : new Set(beings);
    // "Our SUV with a roof box is 2.05 m high. Will it fit in the garage?": a length told before is asked too.
    const measure =
      at > 0 ? measuredBefore(d.mail.question.slice(0, at), asksSize(unit, d.understanding.language)) : "";
    const query =
      d.used === d.brains.local && subjects.size > 0 ? `${unit}\n${subjectWords(subjects)}` : unit;
    const found = await answerWith(d, query, intents ? intents[n]! : (d.intent?.key ?? null));
    if (found.body) {
      // The LLM brain writes its own answer from the entries it cites; an entry that does not give every detail the
      // question names does not answer it, whatever the model wrote (the same rule as the local brain's).
      const cited = found.entries.some(
        (e) => unsupportedDetails(unit, e, d.understanding.language).length === 0,
      );
      if (found.found && cited) {
        body = found.body;
        answered.push(...found.entries.map((entry) => ({ unit, entry })));
      } else open.push(unit);
      continue;
    }
    const chosen = chooseEntry(d, unit, found, { ...referent, time, measure }, beings);
    if (chosen && !answered.some((a) => a.entry.id === chosen.id)) answered.push({ unit, entry: chosen });
    else if (!chosen) open.push(unit);
  }
  // A follow-up with no subject of its own that points back ("Is there a charge for it?") belongs to what the
  // answers are about: answered when an answer gives what it asks (a price, a time), else left for a person. "Do you
  // have a safe in the room?" names what it asks, though no lexicon lists it: it stays open.
  // The answer must give every detail it names too: "Also it's my husband's 40th – could you put flowers in the
  // room?" says "it" and asks for flowers.
  for (const unit of open.filter(pointsBack)) {
    const about = answered.find(
      (a) =>
        (!asksPrice(unit) || hasPrice(a.entry.answer)) &&
        (!asksTime(unit) || hasTime(a.entry.answer)) &&
        unsupportedDetails(unit, a.entry, d.understanding.language).length === 0,
    );
    if (about) open.splice(open.indexOf(unit), 1);
  }
  // A question right after an answered one may go on asking about that entry:
  // - "Can she come with us, and is there a supplement?": a price or time asked with no subject of its own; "Es un
  //   border collie. ¿Cuánto cuesta?": the sentence before may describe what is asked about, and the entry must then
  //   give what it names too.
  // - "¿Tienen aparcamiento? ¿Es necesario reservar la plaza con antelación?": a question that names no subject the
  //   entry is not about, answered when the entry gives every detail it names (the same check as any answer); not a
  //   price of something it names ("and how much is a massage?"), nor when a word no glossary knows ("Rechnung") may
  //   name what the entry does not give.
  const { language } = d.understanding;
  const priceOrTimeOf = (unit: string, entry: KnowledgeItem) => {
    const asking = unit.match(/[^.!?¿¡]*[?？]\s*$/)?.[0] ?? unit;
    const onlyPriceOrTime =
      asksOnlyPriceOrTime(unit, language) ||
      (asking !== unit &&
        asksOnlyPriceOrTime(asking, language) &&
        unsupportedDetails(unit, entry, language).length === 0);
    return (
      onlyPriceOrTime &&
      ((asksPrice(unit) && hasPrice(entry.answer)) || (asksTime(unit) && hasTime(entry.answer)))
    );
  };
  const sameSubjectOf = (unit: string, entry: KnowledgeItem) => {
    const about = subjectsOfEntry(entry);
    return (
      [...subjectsOf(contextFree(unit, language))].every((s) => about.has(s) || SUPPORTING_SUBJECTS.has(s)) &&
      !asksPrice(unit) &&
      unknownWordsOf(unit, language).size === 0 &&
      unsupportedDetails(unit, entry, language).length === 0
    );
  };
  for (const [n, unit] of units.entries()) {
    if (n === 0 || !open.includes(unit)) continue;
    const before = answered.find((a) => a.unit === units[n - 1]);
    if (before && (priceOrTimeOf(unit, before.entry) || sameSubjectOf(unit, before.entry)))
      open.splice(open.indexOf(unit), 1);
  }
  return { answered, open, body };
}

/**
 * What a question asks about, without what only sets the scene: the sentence that asks, when it names a subject of
 * its own ("…so with the kids we arrive after midnight. Will reception still be open?" asks about the desk, not the
 * children); else the question with the sentences before it, which may name what it asks about ("We have a dog. Is
 * there a charge?").
 */
function focusOf(unit: string, language: string): string {
  const focus = contextFree(unit, language);
  const asking = focus.match(/[^.!?¿¡\n]*[?？][\s"')»]*$/)?.[0];
  return asking && asking.length < focus.length && subjectsOf(asking).size > 0 ? asking : focus;
}

/**
 * The entry that answers a question, or null: an entry about every specific subject the question names (a dog, a
 * garage) is the answer even when its words match little; without such a subject in common, its words must match
 * well. In the guest's language when one is; else in English, which the person who translates most likely reads.
 */
function chooseEntry(
  d: Decision,
  unit: string,
  found: Answer,
  referent: { subjects: string[]; words: string; time: string; measure: string },
  beings: string[],
): KnowledgeItem | null {
  const { language } = d.understanding;
  // What the guest asks about, without what only sets the scene ("…, because our kids wake early").
  const focus = focusOf(unit, language);
  const asked = subjectsOf(focus);
  // "Can she come too?" after "we travel with our bichon" asks about the dog as surely as if it named it.
  const about = [...asked, ...beings];
  const floorFor = (entry: KnowledgeItem) => {
    const has = subjectsOfEntry(entry);
    return about.some((s) => has.has(s)) ? SUBJECT_MATCH_FLOOR : FOUND_THRESHOLD;
  };
  const retrieved = found.candidates ?? found.entries.map((entry) => ({ entry, score: found.score }));
  const candidates = retrieved.filter(
    (c) =>
      c.score >= floorFor(c.entry) &&
      answersSubject(focus, c.entry) &&
      // Who "she" is must be in the entry too: never found by it, only required of what was found.
      referent.subjects.every((s) => subjectsOfEntry(c.entry).has(s)),
  );
  // Every detail the question names must be in the entry ("per dog or per room", "a cat", "at 7 am"): else no entry
  // answers it, and a person does (the feedback loop learns the answer).
  // "A friend who is not staying will join us for dinner. Can he leave his car in the garage?": the entry must speak
  // of people who do not stay, wherever in the mail the guest says so.
  const forVisitor = aboutSomeoneNotStaying(d.mail.question);
  const detailed = candidates.filter((c) => {
    // What "she" is must be given too: a cat is not the dogs the entry welcomes.
    const missing = unsupportedDetails(unit, c.entry, language, {
      referent: referent.words,
      time: referent.time,
      measure: referent.measure,
      sender: d.facts.message.from?.name ?? "",
    });
    if (forVisitor && !aboutSomeoneNotStaying(`${c.entry.question ?? ""}\n${c.entry.answer}`))
      missing.push("someone not staying");
    if (missing.length > 0)
      d.trace.push({
        step: "answer",
        outcome: "entry set aside",
        reason: `"${(c.entry.question ?? c.entry.answer).slice(0, 50)}" does not say: ${missing.slice(0, 4).join(", ")}`,
      });
    return missing.length === 0;
  });
  candidates.splice(0, candidates.length, ...detailed);
  const chosen =
    candidates.find((c) => c.entry.language === language) ??
    candidates.find(
      (c) =>
        c.entry.language === "en" && c.score >= (candidates[0]?.score ?? 0) - ENGLISH_FOR_TRANSLATION_WITHIN,
    ) ??
    candidates[0] ??
    null;
  if (!chosen || chosen.entry.language === language) return chosen?.entry ?? null;
  // "Ab wann können wir ins Zimmer?" found the English check-in entry: its German version says the same, and answers
  // when it gives every detail asked too.
  const twin = versionIn(chosen.entry, language, d.setup.brainContext.knowledge);
  // Its own words must match the question nearly as well: an entry found by a chance word in its English does not
  // become an answer in the guest's language.
  const twinScore = retrieved.find((r) => r.entry.id === twin?.id)?.score ?? 0;
  const twinAnswers =
    twin &&
    twinScore >= TWIN_MATCH * chosen.score &&
    answersSubject(focus, twin) &&
    unsupportedDetails(unit, twin, language, {
      referent: referent.words,
      time: referent.time,
      measure: referent.measure,
      sender: d.facts.message.from?.name ?? "",
    }).length === 0;
  return twinAnswers ? twin : chosen.entry;
}
