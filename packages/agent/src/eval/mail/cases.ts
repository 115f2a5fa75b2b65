import { readFileSync } from "node:fs";
import { z } from "zod";
import { intentCatalogue } from "../../catalogue/intents";

/**
 * The project's own realistic mail set (issue 13): workspaces with their knowledge, and mails with the action a good
 * front-desk person would take, written down before any run of the agent. See README.md beside this file.
 */

export const MAIL_CATEGORIES = [
  "plain question",
  "several questions",
  "quoted history",
  "signature",
  "typos",
  "non-English",
  "complaint",
  "refund",
  "cancellation",
  "change booking",
  "new booking request",
  "group quote",
  "room problem",
  "lost item",
  "vendor pitch",
  "supplier invoice",
  "newsletter",
  "out-of-office",
  "auto-reply",
  "thanks",
  "spam",
  "sales prospect",
  "partner",
  "teammate",
  "follow-up",
] as const;

/**
 * Kinds issue 22 names, for the sets written after it: mail a person must see whatever FAQ word it names (health and
 * safety, damage or loss, legal or privacy, an angry complaint), a question about a detail its nearest entry does not
 * give, mail that is not from a guest (phishing, platform notices, influencers) and languages the agent does not read.
 */
export const SENSITIVE_CATEGORIES = [
  "health and safety",
  "damage or loss",
  "legal or privacy",
  "angry complaint",
] as const;
export const ISSUE_22_CATEGORIES = [
  ...SENSITIVE_CATEGORIES,
  "detail question",
  "phishing",
  "platform notification",
  "influencer",
  "unsupported language",
] as const;
export const MAIL_CATEGORIES_ALL = [...MAIL_CATEGORIES, ...ISSUE_22_CATEGORIES] as const;

/**
 * reply: the knowledge answers everything asked · reply_and_handover: answer what the knowledge covers, say the team
 * follows up on the rest (escalated or asked) · ask_responsable: a question the knowledge does not answer (feedback
 * loop) · handover_translation: the answer exists only in another language, so draft it and hand the ticket to a
 * human · escalate: a request for action or a matter a human decides · skip: no reply, ticket solved · filter:
 * automated mail, no ticket · sales: a prospect for the PMS vendor's software (qualify the lead).
 */
export const MAIL_ACTIONS = [
  "reply",
  "reply_and_handover",
  "ask_responsable",
  "handover_translation",
  "escalate",
  "skip",
  "filter",
  "sales",
] as const;

/** Actions that produce a message to the sender (sent, or drafted for a human), so a language and register apply. */
export const REPLYING_ACTIONS: readonly MailAction[] = [
  "reply",
  "reply_and_handover",
  "handover_translation",
  "sales",
];

/** The languages the agent reads, then some it does not (a person takes those: "language not supported"). */
export const READ_LANGUAGES = ["en", "fr", "de", "es", "it", "nl", "pt"] as const;
export const MAIL_LANGUAGES = [...READ_LANGUAGES, "pl", "sv", "da", "cs", "tr", "ja", "zh", "ru"] as const;

export type MailCategory = (typeof MAIL_CATEGORIES_ALL)[number];
export type MailAction = (typeof MAIL_ACTIONS)[number];

const intentKeys = new Set(intentCatalogue.map((intent) => intent.key));
const text = z.string().trim().min(1);

export const mailWorkspaceSchema = z
  .object({
    companyName: text,
    companyDomain: text,
    kind: z.enum(["hotel", "pms"]),
    brandBrief: text
      .refine((brief) => /tone of voice/i.test(brief), "The brand brief needs a Tone of voice section")
      .refine((brief) => /^sign-off:/im.test(brief), "The brand brief needs a Sign-off line"),
    faqContent: text,
    bookingUrl: z.url().optional(),
  })
  .strict()
  .refine((ws) => ws.kind !== "pms" || ws.bookingUrl, {
    message: "A PMS workspace needs a bookingUrl",
    path: ["bookingUrl"],
  });

export const mailPartSchema = z
  .object({
    asks: text,
    answerable: z.boolean(),
    mustInclude: z.array(text),
  })
  .strict()
  .refine((part) => part.answerable || part.mustInclude.length === 0, {
    message: "A part the knowledge does not answer cannot require facts",
    path: ["mustInclude"],
  });

export const mailExpectedSchema = z
  .object({
    action: z.enum(MAIL_ACTIONS),
    intent: z
      .string()
      .refine((key) => intentKeys.has(key), "Not an intent of the catalogue")
      .nullable(),
    replyLanguage: z.enum(MAIL_LANGUAGES).optional(),
    formal: z.boolean().optional(),
    parts: z.array(mailPartSchema),
    mustNotInclude: z.array(text),
    note: text,
  })
  .strict()
  .superRefine((expected, ctx) => {
    const replies = REPLYING_ACTIONS.includes(expected.action);
    if (replies && !expected.replyLanguage)
      ctx.addIssue({
        code: "custom",
        path: ["replyLanguage"],
        message: `${expected.action} needs a replyLanguage`,
      });
    if (!replies && (expected.replyLanguage || expected.formal !== undefined))
      ctx.addIssue({ code: "custom", path: ["replyLanguage"], message: `${expected.action} sends no reply` });
    if (replies && expected.replyLanguage !== "en" && expected.formal === undefined)
      ctx.addIssue({ code: "custom", path: ["formal"], message: "A reply not in English needs formal" });
  });

export const mailCaseSchema = z
  .object({
    id: z.string().regex(/^[a-z]+-\d{3}$/),
    workspace: text,
    category: z.enum(MAIL_CATEGORIES_ALL),
    language: z.enum(MAIL_LANGUAGES),
    from: z.string().regex(/^.+ <[^\s@<>]+@[^\s@<>]+>$/, "Display Name <address@example.org>"),
    subject: z.string(),
    body: text,
    headers: z.record(z.string(), z.string()).optional(),
    expected: mailExpectedSchema,
  })
  .strict();

export const mailCaseSetSchema = z
  .object({
    workspaces: z.record(z.string(), mailWorkspaceSchema),
    cases: z.array(mailCaseSchema),
  })
  .strict()
  .superRefine((set, ctx) => {
    const seen = new Set<string>();
    set.cases.forEach((mail, i) => {
      if (seen.has(mail.id))
        ctx.addIssue({ code: "custom", path: ["cases", i, "id"], message: "Duplicate id" });
      seen.add(mail.id);
      if (!set.workspaces[mail.workspace])
        ctx.addIssue({ code: "custom", path: ["cases", i, "workspace"], message: "Unknown workspace" });
    });
  });

export type MailWorkspace = z.infer<typeof mailWorkspaceSchema>;
export type MailCase = z.infer<typeof mailCaseSchema>;
export type MailCaseSet = z.infer<typeof mailCaseSetSchema>;

/** Reads and validates a mail case file; throws with the first problems found, each with its path. */
export function loadMailCases(path: string): MailCaseSet {
  const result = mailCaseSetSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 10)
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`${path} is not a valid mail case file:\n${problems}`);
  }
  return result.data;
}
