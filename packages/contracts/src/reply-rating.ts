import { z } from "zod";

/**
 * Guest satisfaction (issue 24, decision 0014): the line under every reply to a guest, "Was this helpful? Yes · No",
 * and the public page its two links open. The words, one set per language the guest may write in; English for any
 * other. The page is read by a guest who never signed in, so every sentence on it is here too.
 */
export interface ReplyRatingPhrases {
  /** The question under the reply and on the page. */
  question: string;
  yes: string;
  no: string;
  /** After the guest answered. */
  thanks: string;
  /** Beside the answer given: the guest may change it. */
  yourAnswer: (answer: string) => string;
  changeTo: (answer: string) => string;
  saving: string;
  /** The link is not one we made (altered, cut short, or made for something else). */
  notOurs: string;
  /** The reply was deleted (its ticket too, or the company left). */
  gone: string;
  /** The answer could not be saved: a network or server failure. */
  failed: string;
  tryAgain: string;
}

export const REPLY_RATING_PHRASES = {
  en: {
    question: "Was this helpful?",
    yes: "Yes",
    no: "No",
    thanks: "Thank you for your answer.",
    yourAnswer: (a) => `Your answer: ${a}.`,
    changeTo: (a) => `Change my answer to "${a}"`,
    saving: "Saving…",
    notOurs:
      "This link does not work: it may have been cut short or changed. Please use the link from the email as it is.",
    gone: "This reply no longer exists, so it cannot be rated. Thank you all the same.",
    failed: "Your answer could not be saved just now. Please check your connection and try again.",
    tryAgain: "Try again",
  },
  fr: {
    question: "Cette réponse vous a-t-elle aidé ?",
    yes: "Oui",
    no: "Non",
    thanks: "Merci pour votre réponse.",
    yourAnswer: (a) => `Votre réponse : ${a}.`,
    changeTo: (a) => `Changer ma réponse en « ${a} »`,
    saving: "Enregistrement…",
    notOurs:
      "Ce lien ne fonctionne pas : il a peut-être été coupé ou modifié. Utilisez le lien de l'e-mail tel quel.",
    gone: "Cette réponse n'existe plus, elle ne peut donc pas être évaluée. Merci tout de même.",
    failed: "Votre réponse n'a pas pu être enregistrée. Vérifiez votre connexion et réessayez.",
    tryAgain: "Réessayer",
  },
  de: {
    question: "War das hilfreich?",
    yes: "Ja",
    no: "Nein",
    thanks: "Vielen Dank für Ihre Antwort.",
    yourAnswer: (a) => `Ihre Antwort: ${a}.`,
    changeTo: (a) => `Antwort ändern in „${a}“`,
    saving: "Wird gespeichert…",
    notOurs:
      "Dieser Link funktioniert nicht: Er wurde vielleicht gekürzt oder verändert. Bitte verwenden Sie den Link aus der E-Mail unverändert.",
    gone: "Diese Antwort gibt es nicht mehr, daher kann sie nicht bewertet werden. Trotzdem vielen Dank.",
    failed:
      "Ihre Antwort konnte gerade nicht gespeichert werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    tryAgain: "Erneut versuchen",
  },
  es: {
    question: "¿Le ha resultado útil?",
    yes: "Sí",
    no: "No",
    thanks: "Gracias por su respuesta.",
    yourAnswer: (a) => `Su respuesta: ${a}.`,
    changeTo: (a) => `Cambiar mi respuesta a «${a}»`,
    saving: "Guardando…",
    notOurs:
      "Este enlace no funciona: puede que se haya cortado o modificado. Utilice el enlace del correo tal como está.",
    gone: "Esta respuesta ya no existe, así que no se puede valorar. Gracias de todos modos.",
    failed: "No se ha podido guardar su respuesta. Compruebe su conexión e inténtelo de nuevo.",
    tryAgain: "Intentar de nuevo",
  },
  it: {
    question: "Le è stato utile?",
    yes: "Sì",
    no: "No",
    thanks: "Grazie per la sua risposta.",
    yourAnswer: (a) => `La sua risposta: ${a}.`,
    changeTo: (a) => `Cambia la mia risposta in «${a}»`,
    saving: "Salvataggio…",
    notOurs:
      "Questo link non funziona: potrebbe essere stato tagliato o modificato. Usi il link dell'e-mail così com'è.",
    gone: "Questa risposta non esiste più, quindi non può essere valutata. Grazie comunque.",
    failed: "Non è stato possibile salvare la sua risposta. Controlli la connessione e riprovi.",
    tryAgain: "Riprova",
  },
  pt: {
    question: "Isto foi útil?",
    yes: "Sim",
    no: "Não",
    thanks: "Obrigado pela sua resposta.",
    yourAnswer: (a) => `A sua resposta: ${a}.`,
    changeTo: (a) => `Mudar a minha resposta para "${a}"`,
    saving: "A guardar…",
    notOurs:
      "Este link não funciona: pode ter sido cortado ou alterado. Utilize o link do e-mail tal como está.",
    gone: "Esta resposta já não existe, por isso não pode ser avaliada. Obrigado na mesma.",
    failed: "Não foi possível guardar a sua resposta. Verifique a ligação e tente novamente.",
    tryAgain: "Tentar novamente",
  },
  nl: {
    question: "Was dit nuttig?",
    yes: "Ja",
    no: "Nee",
    thanks: "Bedankt voor uw antwoord.",
    yourAnswer: (a) => `Uw antwoord: ${a}.`,
    changeTo: (a) => `Mijn antwoord wijzigen in "${a}"`,
    saving: "Opslaan…",
    notOurs:
      "Deze link werkt niet: misschien is hij ingekort of gewijzigd. Gebruik de link uit de e-mail zoals hij is.",
    gone: "Dit antwoord bestaat niet meer en kan dus niet worden beoordeeld. Toch bedankt.",
    failed: "Uw antwoord kon nu niet worden opgeslagen. Controleer uw verbinding en probeer het opnieuw.",
    tryAgain: "Opnieuw proberen",
  },
} satisfies Record<string, ReplyRatingPhrases>;

export type ReplyRatingLanguage = keyof typeof REPLY_RATING_PHRASES;

/** The language of the page and the line: "fr", "fr-CA" or "French" read as French; anything else English. */
export function replyRatingLanguage(language: string | null | undefined): ReplyRatingLanguage {
  const code = (language ?? "").trim().toLowerCase();
  const byName: Record<string, ReplyRatingLanguage> = {
    english: "en",
    french: "fr",
    german: "de",
    spanish: "es",
    italian: "it",
    portuguese: "pt",
    dutch: "nl",
  };
  const short = code.slice(0, 2);
  if (code.length === 2 || code[2] === "-" || code[2] === "_")
    if (short in REPLY_RATING_PHRASES) return short as ReplyRatingLanguage;
  return byName[code] ?? "en";
}

export function replyRatingPhrases(language: string | null | undefined): ReplyRatingPhrases {
  return REPLY_RATING_PHRASES[replyRatingLanguage(language)];
}

export const replyRatingAnswer = z.enum(["yes", "no"], { message: 'Answer "yes" or "no".' });
export type ReplyRatingAnswer = z.infer<typeof replyRatingAnswer>;
export const replyRatingInput = z.object({ answer: replyRatingAnswer });

/** What the public rating page shows for a token. */
export interface ReplyRatingView {
  language: ReplyRatingLanguage;
  companyName: string;
  /** The guest's answer so far; null before they answered. */
  answer: ReplyRatingAnswer | null;
}

/** Answers to "Was this helpful?" under the replies of a period: Yes among all answers. */
export interface Csat {
  answers: number;
  yes: number;
  /** yes / answers, 0..1; null without answers. */
  rate: number | null;
}

export interface CsatIntent {
  intent: string;
  agent: Csat;
  people: Csat;
  previousAgent: Csat;
  previousPeople: Csat;
}

export interface ReportCsat {
  current: { agent: Csat; people: Csat };
  previous: { agent: Csat; people: Csat };
  intents: CsatIntent[];
  /** Whether replies ask the guest (the company setting). */
  askGuestRating: boolean;
  canEditSettings: boolean;
}
