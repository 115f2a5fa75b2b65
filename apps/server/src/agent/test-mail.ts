// What the Test Agent does with a pasted email once its company's setup and sender are loaded: read it as ingest reads a
// received mail and decide on it. Pure work (no database): it runs on an agent thread (threads/agent-thread.ts), so a
// 50,000-character paste never holds the server's own thread.
import { randomUUID } from "node:crypto";
import {
  type AgentSetup,
  type Brain,
  decide,
  type Facts,
  type MessageFacts,
  type Plan,
  type SenderFacts,
} from "@inbox/agent";
import { detectAutomated, extractNewContent, MalformedEmailError, parseEmail } from "@inbox/mail";

/** The three fixed system replies of the Test Agent (agent.md §3). */
export const testSystemReplies = {
  notConfigured:
    "This message's intent is not part of your agent configuration, so the agent would not answer it. It would be escalated to your team.",
  notFound:
    "The answer to this question is not in your knowledge base yet. The agent would ask the escalation responsable and learn from the answer.",
  humanOnly:
    "This intent is set to never be answered by the agent. The message would be escalated to the assigned responsable.",
} as const;

export interface TestReply {
  reply: string;
  isSystemMessage: boolean;
  intent: { id: string; name: string } | null;
  /** What the agent would do with this mail if it came in for real (the plan's short form). */
  action: string;
}

export interface TestCustomer {
  id?: string | null;
  email?: string | null;
  firstName: string | null;
  lastName?: string | null;
}

/** What the agent would do with a pasted email: the same decision as live mail, applied to nothing. */
export function testReplyOf(plan: Plan): TestReply {
  const intent = plan.intent ? { id: plan.intent.id, name: plan.intent.name } : null;
  const system = (reply: string): TestReply => ({
    reply,
    isSystemMessage: true,
    intent,
    action: plan.result,
  });
  if (!plan.ticket) return system(`This email would be skipped: ${plan.result.replace(/^filtered: /, "")}.`);
  if (plan.reply && !plan.trace.some((s) => s.step === "safety" && s.outcome === "stopped"))
    return { reply: plan.reply.text, isSystemMessage: false, intent, action: plan.result };
  if (plan.systemReply) return system(testSystemReplies[plan.systemReply]);
  if (plan.outcome === "ticket_only")
    return system("This email comes from your team: the agent would open a ticket and not answer it.");
  return system(testSystemReplies.notConfigured);
}

/** Header names that show a paste is a whole email (its headers, a blank line, then the body). */
const MAIL_HEADERS =
  /^(from|to|cc|subject|date|message-id|in-reply-to|references|reply-to|sender|return-path|mime-version|content-type|auto-submitted|precedence|list-id|list-unsubscribe|x-autoreply|x-autorespond):/i;

/** The lines before the first blank line, when they are all email header lines and name at least one we know. */
function isWholeEmail(text: string) {
  const end = text.search(/\r?\n\s*\r?\n/);
  if (end <= 0) return false;
  const lines = text.slice(0, end).split(/\r?\n/);
  return (
    lines.every((l) => /^[A-Za-z][A-Za-z0-9-]*:/.test(l) || /^[ \t]+\S/.test(l)) &&
    lines.some((l) => MAIL_HEADERS.test(l))
  );
}

/**
 * What the agent reads of a pasted email, as ingest reads a received one: the new content without quoted history and
 * signature, and why it is automated. A paste that starts with headers is parsed as the whole email (its subject,
 * Auto-Submitted, List-Id …); the customer's address is the sender either way (a no-reply address is automated mail).
 */
export async function readPastedEmail(text: string, senderAddress: string | null) {
  const byAddress = () => detectAutomated({ from: senderAddress, headers: new Map(), contentType: null });
  if (isWholeEmail(text)) {
    try {
      const parsed = await parseEmail(Buffer.from(text.replace(/\r?\n/g, "\r\n")));
      return {
        subject: parsed.subject,
        content: parsed.newContent.trim(),
        automated: parsed.automated ?? byAddress(),
      };
    } catch (error) {
      if (!(error instanceof MalformedEmailError)) throw error;
    }
  }
  return { subject: null, content: extractNewContent(text.slice(0, 64_000)), automated: byAddress() };
}

/** A pasted email with what the server loaded for it (structured-cloneable: it is posted to an agent thread). */
export interface TestMail {
  text: string;
  customer: TestCustomer | null;
  setup: AgentSetup;
  sender: SenderFacts;
  /** The uses of the user's mailboxes. */
  mailboxTypes: NonNullable<MessageFacts["mailboxType"]>[];
  baseUrl: string;
}

/**
 * process-test-reply's own work (agent.md §3): the pasted text decided exactly as a real email from the selected
 * customer would be (quotes and signature stripped, filters applied), writing no ticket and sending nothing.
 */
export async function answerTestMail(
  mail: TestMail,
  brains: { brain: Brain; local: Brain },
): Promise<TestReply> {
  const email = mail.customer?.email?.toLowerCase() ?? null;
  const pasted = await readPastedEmail(mail.text, email);
  const name = [mail.customer?.firstName, mail.customer?.lastName].filter(Boolean).join(" ");
  const facts: Facts = {
    message: {
      id: randomUUID(),
      subject: pasted.subject,
      from: email ? { address: email, name } : null,
      content: pasted.content,
      automated: pasted.automated,
      // The mailbox it would arrive at, when the user's mailboxes all have one use (an info mailbox qualifies leads).
      mailboxType: mail.mailboxTypes.length === 1 ? mail.mailboxTypes[0]! : null,
    },
    sender: mail.sender,
    duplicateOf: null,
    ticket: null,
    reprocess: false,
    feedbackAnswer: null,
    setup: mail.setup,
    // The Test Agent shows what the agent would answer, whatever today's plan usage.
    aiRepliesToday: 0,
    ids: { ticket: randomUUID(), feedbackMessage: randomUUID() },
    baseUrl: mail.baseUrl,
  };
  if (!email && mail.customer?.firstName) facts.message.from = { address: "customer@example.invalid", name };
  return testReplyOf(await decide(facts, brains));
}
