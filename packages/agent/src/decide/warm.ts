/**
 * The language data is read the first time a mail in a language needs it (a glossary file parsed, a list's expression
 * compiled): tens of milliseconds on the first German mail after a start. Reading one sentence of every language once,
 * while the classifier trains, moves that cost off the first guest's mail.
 */

import { composeReply } from "../compose/reply";
import { namesNothing, subjectsOf } from "../knowledge/concepts";
import { hasPhrase, LEXICON_LANGUAGES, type PhraseList, sensitiveTopic } from "../lexicon";
import { GLOSSED_LANGUAGES, gloss, glossaryForms } from "../understand/glossary";
import { detectLanguage } from "../understand/language";
import { unsupportedDetails } from "./details";
import {
  aboutSomeoneNotStaying,
  actionRequested,
  askedPart,
  asksAboutPolicy,
  beforeSignOff,
  contextFree,
  earlierTime,
  formalityOf,
  isAutomaticReply,
  isProviderMail,
  partnerRequest,
  questionsOf,
  referentOf,
} from "./reading";

const LISTS: PhraseList[] = [
  "relayed",
  "phishing",
  "newsletter",
  "notification",
  "influencer",
  "acknowledgement",
  "autoReply",
];
let warmed = false;

export function warmLanguageData() {
  if (warmed) return;
  warmed = true;
  for (const language of LEXICON_LANGUAGES) {
    const forms = GLOSSED_LANGUAGES.includes(language) ? [...glossaryForms(language)].slice(0, 40) : [];
    const text = `${forms.join(" ").replace(/_/g, " ")}? Merci, danke, thanks.`;
    gloss(text, language);
    detectLanguage(text);
    questionsOf(text, language);
    contextFree(text, language);
    referentOf(text, text, language);
    earlierTime(text, text, language);
    askedPart(text);
    asksAboutPolicy(text);
    aboutSomeoneNotStaying(text);
    partnerRequest(text);
    actionRequested(text);
    isAutomaticReply(text);
    isProviderMail(text);
    beforeSignOff(text);
    formalityOf(text, language);
    subjectsOf(text);
    namesNothing(text, language);
    sensitiveTopic(text, language);
    for (const list of LISTS) hasPhrase(text, list, language);
    unsupportedDetails(text, { question: text, answer: text, language } as never, language);
    composeReply({
      customerFirstName: "Ana",
      customerFullName: "Ana Lima",
      language,
      answers: [{ text, language }],
      companyName: "Hotel",
      acknowledge: true,
      followUp: true,
    });
  }
}
