/**
 * The local composer (agent.md §2 step 9, issue 13): a reply that reads as a person's. It greets the guest in their
 * language and register, thanks them, gives each answer taken from the knowledge as it stands, says what happens
 * next for anything it could not answer, and signs off in the brand's words. Every sentence of substance comes from
 * a knowledge entry; the sentences around them are fixed and state no fact (the safety check holds).
 */
export interface ComposeInput {
  customerFirstName?: string | null;
  /** The full name, for a formal greeting ("Gentile Marco Rossi,"). */
  customerFullName?: string | null;
  /** The customer's language (ISO 639-1). */
  language: string;
  /** The register the customer wrote in; null lets the brand brief's tone decide. */
  formality?: "formal" | "informal" | null;
  /** The answers to use, from knowledge entries, with the language each is written in. */
  answers: { text: string; language: string }[];
  companyName: string;
  /** The brand brief's text: its tone-of-voice section sets formality and the sign-off. */
  brandBrief?: string | null;
  /** Extra sentences the pipeline adds (e.g. sales qualification questions), already in `language` or English. */
  extra?: string[];
  /** Thank the customer before answering (a reply to a guest's mail); off for answers relayed from the loop. */
  acknowledge?: boolean;
  /** Some of what the customer asked is not answered here: say that the team follows up on it. */
  followUp?: boolean;
  /** Write the frame in the customer's language even when the answers are in another (a draft for a person). */
  keepLanguage?: boolean;
}

export interface ComposedReply {
  text: string;
  html: string;
  /** The language the reply is written in. */
  language: string;
  /** Set when the reply is not in the customer's language, for the trace. */
  note?: string;
}

interface Phrases {
  informal: (first: string) => string;
  formal: (full: string) => string;
  plain: string;
  thanks: { formal: string; informal: string };
  followUp: { formal: string; informal: string };
  signOff: { formal: string; informal: string };
}

const PHRASES: Record<string, Phrases> = {
  en: {
    informal: (n) => `Hi ${n},`,
    formal: (n) => `Dear ${n},`,
    plain: "Hello,",
    thanks: { formal: "Thank you for your message.", informal: "Thanks for your message!" },
    followUp: {
      formal: "A member of our team will get back to you shortly about the rest of your message.",
      informal: "Someone from our team will get back to you shortly about the rest of your message.",
    },
    signOff: { formal: "Kind regards,", informal: "Best regards," },
  },
  fr: {
    informal: (n) => `Bonjour ${n},`,
    formal: (n) => `Bonjour ${n},`,
    plain: "Bonjour,",
    thanks: { formal: "Merci pour votre message.", informal: "Merci pour ton message !" },
    followUp: {
      formal: "Notre équipe reviendra vers vous très prochainement pour le reste de votre demande.",
      informal: "Notre équipe reviendra vers toi très vite pour le reste de ta demande.",
    },
    signOff: { formal: "Bien cordialement,", informal: "À bientôt," },
  },
  de: {
    informal: (n) => `Hallo ${n},`,
    formal: (n) => `Guten Tag ${n},`,
    plain: "Guten Tag,",
    thanks: { formal: "Vielen Dank für Ihre Nachricht.", informal: "Danke für deine Nachricht!" },
    followUp: {
      formal: "Zu Ihren weiteren Fragen meldet sich unser Team in Kürze bei Ihnen.",
      informal: "Zu deinen weiteren Fragen meldet sich unser Team bald bei dir.",
    },
    signOff: { formal: "Freundliche Grüße,", informal: "Viele Grüße," },
  },
  es: {
    informal: (n) => `Hola ${n}:`,
    formal: (n) => `Buenos días, ${n}:`,
    plain: "Hola:",
    thanks: { formal: "Muchas gracias por su mensaje.", informal: "¡Gracias por tu mensaje!" },
    followUp: {
      formal: "Nuestro equipo se pondrá en contacto con usted en breve sobre el resto de su consulta.",
      informal: "Nuestro equipo te escribirá en breve sobre el resto de tu consulta.",
    },
    signOff: { formal: "Saludos cordiales,", informal: "Un saludo," },
  },
  it: {
    informal: (n) => `Ciao ${n},`,
    formal: (n) => `Gentile ${n},`,
    plain: "Buongiorno,",
    thanks: { formal: "La ringraziamo per il Suo messaggio.", informal: "Grazie per il tuo messaggio!" },
    followUp: {
      formal: "Per il resto della Sua richiesta il nostro team La ricontatterà a breve.",
      informal: "Per il resto della tua richiesta il nostro team ti risponderà a breve.",
    },
    signOff: { formal: "Cordiali saluti,", informal: "A presto," },
  },
  pt: {
    informal: (n) => `Olá ${n},`,
    formal: (n) => `Bom dia ${n},`,
    plain: "Olá,",
    thanks: { formal: "Muito obrigado pela sua mensagem.", informal: "Obrigado pela tua mensagem!" },
    followUp: {
      formal: "A nossa equipa entrará em contacto consigo brevemente sobre o resto do seu pedido.",
      informal: "A nossa equipa vai responder-te em breve sobre o resto do teu pedido.",
    },
    signOff: { formal: "Com os melhores cumprimentos,", informal: "Abraços," },
  },
  nl: {
    informal: (n) => `Hoi ${n},`,
    formal: (n) => `Beste ${n},`,
    plain: "Goedendag,",
    thanks: { formal: "Hartelijk dank voor uw bericht.", informal: "Bedankt voor je bericht!" },
    followUp: {
      formal: "Over de rest van uw vraag neemt ons team binnenkort contact met u op.",
      informal: "Over de rest van je vraag laat ons team snel van zich horen.",
    },
    signOff: { formal: "Met vriendelijke groet,", informal: "Groetjes," },
  },
};

/** A closing formula at the start of a brief's sign-off ("Warm regards, the front desk"). */
const CLOSING =
  /^((?:warm(?:est)?|kind|best|many|with)?\s*(?:regards|wishes|thanks)|cheers|sincerely|thank you|(?:herzliche|freundliche|liebe|beste|viele|sonnige)?\s*grü(?:ß|ss)e|cordialement|chaleureusement|amitiés|saludos|saluti|groeten)\b[^,\n]*,\s*(.+)$/i;

/**
 * How a brief says to sign: a "Sign-off:" line ("Sign-off: Warm regards, the Hotel Aurora front desk"), one for a
 * language ("Sign-off (fr): Chaleureusement, Marta et l'équipe"), or a sentence ("Please sign every reply as Marta and
 * the Hotel Aurora team"). The last one the brief gives wins: an owner adds to a brief more often than they rewrite it.
 */
function signOffOf(text: string, language?: string): string | null {
  const found: { at: number; value: string; language: string | null }[] = [];
  for (const m of text.matchAll(/sign(?:-| )?off\s*(?:\((\w{2})\))?\s*[:：]\s*(.+)/gi))
    found.push({ at: m.index ?? 0, value: m[2]!.trim(), language: m[1]?.toLowerCase() ?? null });
  for (const m of text.matchAll(
    /\bsign(?:ed)?(?: (?:off|every reply|all replies|each reply|replies|emails|every email|our replies))?\s+(?:as|with)\s+["“']?([^"”'\n.]+)/gi,
  ))
    found.push({ at: m.index ?? 0, value: m[1]!.trim(), language: null });
  const usable = found.filter((f) => f.language === null || f.language === language);
  // One in the reply's language is its own words; else the last general one.
  const own = usable.filter((f) => f.language === language);
  const pick = (own.length > 0 ? own : usable.filter((f) => f.language === null)).sort(
    (a, b) => b.at - a.at,
  )[0];
  return pick ? pick.value.replace(/^["“']|["”']$/g, "") : null;
}

/**
 * Reads the tone-of-voice section of a brand brief: formal unless it asks for a casual / friendly tone; and its
 * sign-off, split into the brand's own closing formula (if it has one) and the signature after it.
 */
export function toneOf(
  brandBrief?: string | null,
  language?: string,
): {
  formal: boolean;
  signature: string | null;
  closing: string | null;
  /** The brief gives this sign-off for the reply's language ("Sign-off (fr): …"). */
  ownLanguage: boolean;
} {
  const text = brandBrief ?? "";
  const section = /tone[^\n]*\n([\s\S]*?)(?:\n#{1,6}\s|\n[A-Z][^\n]{0,40}:\n|$)/i.exec(text)?.[1] ?? text;
  const casual = /\b(casual|informal|playful|relaxed|first name|friendly and warm|tutoie|du\b)/i.test(
    section,
  );
  const signOff = signOffOf(text, language);
  const ownLanguage =
    !!language && new RegExp(`sign(?:-| )?off\\s*\\(${language}\\)`, "i").test(text) && signOff !== null;
  const split = signOff ? CLOSING.exec(signOff) : null;
  return {
    formal: !casual,
    closing: split ? `${split[1]!.trim()},` : null,
    signature: split ? split[2]!.trim() : signOff,
    ownLanguage,
  };
}

/** Words that name a business, not a person: an agency's display name is not the guest's name. */
const ORGANISATION =
  /\b(travel|travels|tours?|agency|agence|agencia|agenzia|agentur|reisen|reiseb(u|ü)ro|viaggi|voyages?|viagens|reizen|booking|bookings|reservations?|reservas|prenotazioni|team|office|desk|services?|support|info|sales|events?|group|gmbh|ltd|llc|inc|s\.?r\.?l|s\.?a\.?s?|s\.?l\.?|b\.?v\.?|ag|company|hotel|hostel|concierge|dmc|incoming|management|assistant|secretary|sekretariat|secr(e|é)tariat)\b/i;

/**
 * The guest's name as a reply greets them: a name written in capitals ("HELMUT KRÄMER") as a person writes it
 * ("Helmut Krämer"); none for an address, a business's display name ("Alpine Travel Agency") or a department.
 */
export function greetingName(name: string | null | undefined): string | null {
  const trimmed = name?.trim().replace(/^["']|["']$/g, "");
  if (!trimmed || trimmed.includes("@") || ORGANISATION.test(trimmed) || !/\p{L}/u.test(trimmed)) return null;
  const shouting = trimmed === trimmed.toUpperCase() && trimmed !== trimmed.toLowerCase();
  const cased = shouting
    ? trimmed
        .toLowerCase()
        .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
    : trimmed;
  return cased;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function composeReply(input: ComposeInput): ComposedReply {
  const inLanguage = input.answers.filter((a) => a.language === input.language);
  const known = !!PHRASES[input.language];
  const language =
    known && (inLanguage.length > 0 || input.keepLanguage || input.answers.length === 0)
      ? input.language
      : "en";
  // A draft for a person to translate keeps every answer, those in other languages as written.
  const answers = inLanguage.length > 0 && !input.keepLanguage ? inLanguage : input.answers;
  const words = PHRASES[language] ?? PHRASES.en!;
  const tone = toneOf(input.brandBrief, language);
  // The guest's own register first; else the brand's tone (English replies follow the brand's first-name style).
  // Unknown, English follows the brand's tone; other languages use the polite form (a hotel does not say "tu" or
  // "du" to a guest who has not).
  const register: "formal" | "informal" =
    input.formality ?? (language === "en" ? (tone.formal ? "formal" : "informal") : "formal");
  const first = greetingName(input.customerFirstName) ?? undefined;
  const full = greetingName(input.customerFullName) || first;
  const greeting =
    register === "formal" && language !== "en"
      ? full
        ? words.formal(full)
        : words.plain
      : input.formality === "formal" && language === "en"
        ? full
          ? words.formal(full)
          : words.plain
        : first
          ? words.informal(first)
          : words.plain;
  const opening = input.acknowledge ? `${greeting}\n${words.thanks[register]}` : greeting;
  const closing =
    (language === "en" || tone.ownLanguage) && tone.closing
      ? tone.closing
      : words.signOff[register === "formal" ? "formal" : "informal"];
  // A signature written as an English phrase ("the Hotel Aurora front desk", "Marta and the team") would end a French
  // reply in English: there the company's name signs alone, unless the brief gives the French one.
  const englishPhrase = /^(?:the|your|our)\s|\b(?:and|the|team|front desk)\b/i.test(tone.signature ?? "");
  const signature =
    tone.signature && (language === "en" || tone.ownLanguage || !englishPhrase)
      ? tone.signature
      : input.companyName;
  const paragraphs = [
    opening,
    ...answers.map((a) => a.text.trim()),
    ...(input.extra ?? []),
    ...(input.followUp ? [words.followUp[register]] : []),
    `${closing}\n${signature}`,
  ].filter(Boolean);
  const text = paragraphs.join("\n\n");
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("\n");
  const note =
    language !== input.language
      ? `answered in English: the knowledge has no answer in "${input.language}"`
      : answers.some((a) => a.language !== language)
        ? `the answer is in ${answers.find((a) => a.language !== language)!.language}, not in "${language}": a person translates it`
        : undefined;
  return { text, html, language, note };
}
