/**
 * The local composer (agent.md §2 step 9): greeting by first name when known, the answer taken from the knowledge,
 * the sign-off, in the customer's language where the knowledge has it (else English), in the brand's tone.
 */
export interface ComposeInput {
  customerFirstName?: string | null;
  /** The customer's language (ISO 639-1). */
  language: string;
  /** The answers to use, from knowledge entries, with the language each is written in. */
  answers: { text: string; language: string }[];
  companyName: string;
  /** The brand brief's text: its tone-of-voice section sets formality and the sign-off. */
  brandBrief?: string | null;
  /** Extra sentences the pipeline adds (e.g. sales qualification questions), already in `language` or English. */
  extra?: string[];
}

export interface ComposedReply {
  text: string;
  html: string;
  /** The language the reply is written in. */
  language: string;
  /** Set when the reply is not in the customer's language, for the trace. */
  note?: string;
}

const GREETINGS: Record<
  string,
  { named: (n: string) => string; plain: string; signOff: string; formalSignOff: string }
> = {
  en: { named: (n) => `Hi ${n},`, plain: "Hello,", signOff: "Best regards,", formalSignOff: "Kind regards," },
  fr: {
    named: (n) => `Bonjour ${n},`,
    plain: "Bonjour,",
    signOff: "Bien à vous,",
    formalSignOff: "Bien cordialement,",
  },
  es: {
    named: (n) => `Hola ${n}:`,
    plain: "Hola:",
    signOff: "Un saludo,",
    formalSignOff: "Saludos cordiales,",
  },
  de: {
    named: (n) => `Hallo ${n},`,
    plain: "Guten Tag,",
    signOff: "Viele Grüße,",
    formalSignOff: "Freundliche Grüße,",
  },
  it: {
    named: (n) => `Ciao ${n},`,
    plain: "Buongiorno,",
    signOff: "A presto,",
    formalSignOff: "Cordiali saluti,",
  },
  pt: {
    named: (n) => `Olá ${n},`,
    plain: "Olá,",
    signOff: "Abraços,",
    formalSignOff: "Com os melhores cumprimentos,",
  },
  nl: {
    named: (n) => `Hoi ${n},`,
    plain: "Hallo,",
    signOff: "Groetjes,",
    formalSignOff: "Met vriendelijke groet,",
  },
};

/** A closing formula at the start of a brief's sign-off ("Warm regards, the front desk"). */
const CLOSING =
  /^((?:warm(?:est)?|kind|best|many|with)?\s*(?:regards|wishes|thanks)|cheers|sincerely|thank you|grü(?:ß|ss)e|cordialement|saludos|saluti|groeten)\b[^,\n]*,\s*(.+)$/i;

/**
 * Reads the tone-of-voice section of a brand brief: formal unless it asks for a casual / friendly tone; and its
 * sign-off, split into the brand's own closing formula (if it has one) and the signature after it.
 */
export function toneOf(brandBrief?: string | null): {
  formal: boolean;
  signature: string | null;
  closing: string | null;
} {
  const text = brandBrief ?? "";
  const section = /tone[^\n]*\n([\s\S]*?)(?:\n#{1,6}\s|\n[A-Z][^\n]{0,40}:\n|$)/i.exec(text)?.[1] ?? text;
  const casual = /\b(casual|informal|playful|relaxed|first name|friendly and warm|tutoie|du\b)/i.test(
    section,
  );
  const signOff = /sign(?:-| )?off\s*[:：]\s*(.+)/i.exec(text)?.[1]?.trim() ?? null;
  const split = signOff ? CLOSING.exec(signOff) : null;
  return {
    formal: !casual,
    closing: split ? `${split[1]!.trim()},` : null,
    signature: split ? split[2]!.trim() : signOff,
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function composeReply(input: ComposeInput): ComposedReply {
  const inLanguage = input.answers.filter((a) => a.language === input.language);
  const language = inLanguage.length > 0 && GREETINGS[input.language] ? input.language : "en";
  const answers = inLanguage.length > 0 ? inLanguage : input.answers;
  const words = GREETINGS[language] ?? GREETINGS.en!;
  const tone = toneOf(input.brandBrief);
  const name = input.customerFirstName?.trim();
  const paragraphs = [
    name ? words.named(name) : words.plain,
    ...answers.map((a) => a.text.trim()),
    ...(input.extra ?? []),
    // The brand's own closing in English replies; in another language, that language's closing and the signature.
    `${language === "en" && tone.closing ? tone.closing : tone.formal ? words.formalSignOff : words.signOff}\n${tone.signature ?? `${input.companyName}`}`,
  ].filter(Boolean);
  const text = paragraphs.join("\n\n");
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("\n");
  const note =
    language !== input.language
      ? `answered in English: the knowledge has no answer in "${input.language}"`
      : undefined;
  return { text, html, language, note };
}
