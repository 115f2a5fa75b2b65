import { randomUUID } from "node:crypto";
import type { AgentSetup, Facts, SenderFacts } from "@inbox/agent";
import {
  findEarlierTwins,
  findFeedbackQuestion,
  findTicketsByMessageIdHeaders,
  getMailReplayForJob,
  getTicketFacts,
  listAgentRepliesForMessages,
  listCompanyUserEmails,
  listReplayMessages,
  type NewMailReplayRow,
  saveMailReplayRows,
  updateMailReplay,
} from "@inbox/db";
import type { AppContext } from "../context";
import { isTrustedFeedbackSender } from "../lib/trusted-feedback-sender";
import { loadAgentSetup, loadSender, messageFactsOf } from "./facts";
import { testReplyOf } from "./test-reply";
import { decideOffLoop } from "./threads/agent-pool";

/** The most messages one replay reads (issue 12). */
export const MAX_REPLAY_MESSAGES = 500;

/** Messages read from the database at once (bodies are cut to 64 kB, so a page stays a few megabytes). */
const PAGE = 50;
/** Rows stored, and the progress moved on, at least this often. */
const SAVE_EVERY = 10;
const SAVE_EVERY_MS = 500;
/** What a row keeps of a reply: enough to preview and compare it. */
const REPLY_CHARS = 4_000;

/**
 * What the agent did, as the word the table counts by: the stored outcome (a sandbox draft and a live reply are both
 * "reply": the mode is a switch, not a decision about the message), or "not decided".
 */
export const actionOf = (outcome: string | null | undefined) => outcome ?? "not decided";

/** A result without its confidence figures and mode, for comparing then and now. */
const comparable = (result: string) =>
  result
    .replace(/^replied:/, "drafted:")
    .replace(/\s*\([01]\.\d\d\)/g, "")
    .trim();
const sameText = (a: string | null, b: string | null) =>
  (a ?? "").replace(/\s+/g, " ").trim() === (b ?? "").replace(/\s+/g, " ").trim();

/** Whether the agent would now do something else than it did: another action or intent, or another reply. */
export function hasChanged(
  then: { result: string | null; reply: string | null },
  now: Pick<NewMailReplayRow, "nowResult" | "nowReply" | "nowIsSystemMessage">,
) {
  if (!then.result) return false;
  if (comparable(then.result) !== comparable(now.nowResult)) return true;
  const nowReply = now.nowIsSystemMessage ? null : (now.nowReply ?? null);
  if (!then.reply && !nowReply) return false;
  return !sameText(then.reply, nowReply);
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type ReplayMessage = Awaited<ReturnType<typeof listReplayMessages>>[number];

/**
 * The facts of a page of stored messages as if each arrived now as a new mail (batched beside loadMessageFacts):
 * the current setup and sender records, its thread's ticket by its references (so a reply still joins its
 * conversation), duplicates and feedback answers as live mail sees them, and no plan limit (it would hide answers).
 */
export async function loadReplayFacts(
  ctx: AppContext,
  { companyId, rows }: { companyId: string; rows: ReplayMessage[] },
  cache: {
    setups: Map<string, Promise<AgentSetup>>;
    senders: Map<string, Promise<SenderFacts>>;
    userEmails?: Promise<string[]>;
  },
): Promise<Facts[]> {
  const refsOf = (row: ReplayMessage) =>
    [row.inReplyTo, ...(row.references ?? "").split(/\s+/)].filter((r): r is string => !!r);
  const ids = rows.map((r) => r.id);
  const [twins, threads] = await Promise.all([
    findEarlierTwins(ctx.db, { companyId, messageIds: ids }),
    findTicketsByMessageIdHeaders(ctx.db, { companyId, headers: [...new Set(rows.flatMap(refsOf))] }),
  ]);
  // One setup for the whole company (issue 24), whichever mailbox a mail came to.
  const setupOf = () => {
    const key = "";
    let found = cache.setups.get(key);
    if (!found) {
      found = loadAgentSetup(ctx, { companyId });
      cache.setups.set(key, found);
    }
    return found;
  };
  const senderOf = (address: string | null) => {
    const key = address ?? "";
    let found = cache.senders.get(key);
    if (!found) {
      found = loadSender(ctx, { companyId, address });
      cache.senders.set(key, found);
    }
    return found;
  };

  const facts: Facts[] = [];
  for (const row of rows) {
    const message = messageFactsOf({ ...row, mailboxType: row.mailboxType });
    const refs = refsOf(row);
    const [setup, sender] = await Promise.all([setupOf(), senderOf(message.from?.address ?? null)]);
    const ticket = refs.map((r) => threads.get(r)).find(Boolean) ?? null;
    facts.push({
      message,
      sender,
      duplicateOf: twins.get(row.id) ?? null,
      ticket,
      reprocess: false,
      feedbackAnswer: await feedbackAnswerOf(ctx, companyId, row, refs, cache),
      setup,
      aiRepliesToday: 0,
      ids: { ticket: randomUUID(), feedbackMessage: randomUUID() },
      baseUrl: ctx.baseUrl,
    });
  }
  return facts;
}

/** A responsable's answer to the agent's question, read as loadMessageFacts reads it (rare: looked up one by one). */
async function feedbackAnswerOf(
  ctx: AppContext,
  companyId: string,
  row: ReplayMessage,
  refs: string[],
  cache: { userEmails?: Promise<string[]> },
): Promise<Facts["feedbackAnswer"]> {
  const feedbackRef = refs.map((r) => /^<feedback-([0-9a-f-]{36})@/i.exec(r)?.[1]).find(Boolean);
  if (!feedbackRef) return null;
  const asked = await findFeedbackQuestion(ctx.db, { companyId, id: feedbackRef });
  if (!asked) return null;
  const ticket = await getTicketFacts(ctx.db, { companyId, id: asked.ticketId });
  if (!ticket) return null;
  cache.userEmails ??= listCompanyUserEmails(ctx.db, { companyId });
  return {
    askedId: asked.id,
    askedResponsableId: asked.assignedTo,
    ticket,
    senderTrusted: isTrustedFeedbackSender({
      from: row.emailFrom,
      responsableEmails: [asked.responsableEmail],
      mailboxUserEmails: await cache.userEmails,
    }),
  };
}

const cut = (text: string | null | undefined) => (text ? text.slice(0, REPLY_CHARS) : null);

/**
 * replay-past-mail (issue 12): decides the company's last N received messages again with today's knowledge and
 * configuration, through the same `decide` as live mail, and stores what it would do beside what it did. Nothing is
 * applied: no ticket, reply, mail or learned entry. A resumed job goes on after the rows already stored; a cancel
 * stops it at the next save.
 */
export async function replayPastMail(
  ctx: AppContext,
  { replayId }: { replayId: string },
  /** For the bench: called once per message with the time since the previous one was done. */
  options: { onMessage?: (ms: number) => void } = {},
) {
  const replay = await getMailReplayForJob(ctx.db, { replayId });
  if (!replay || (replay.status !== "queued" && replay.status !== "running")) return;
  const { companyId } = replay;
  const started = new Date(replay.createdAt);
  const cache = { setups: new Map(), senders: new Map() } as Parameters<typeof loadReplayFacts>[2];

  let done = replay.done;
  await updateMailReplay(ctx.db, {
    companyId,
    id: replayId,
    values: { status: "running" },
    onlyIfRunning: true,
  });
  let pending: NewMailReplayRow[] = [];
  let savedAt = Date.now();
  const save = async () => {
    const saved = await saveMailReplayRows(ctx.db, { companyId, replayId, rows: pending, done });
    pending = [];
    savedAt = Date.now();
    return saved !== null;
  };

  let lastAt = performance.now();
  while (done < replay.total) {
    const rows = await listReplayMessages(ctx.db, {
      companyId,
      before: started,
      offset: done,
      limit: Math.min(PAGE, replay.total - done),
    });
    if (rows.length === 0) break;
    const [facts, thenReplies] = await Promise.all([
      loadReplayFacts(ctx, { companyId, rows }, cache),
      listAgentRepliesForMessages(ctx.db, { companyId, messageIds: rows.map((r) => r.id) }),
    ]);
    for (const [i, row] of rows.entries()) {
      const then = {
        result: row.processed ? row.processedResult : null,
        action: actionOf(row.processed ? row.agentOutcome : null),
        reply: cut(thenReplies.get(row.id)),
      };
      let now: Pick<
        NewMailReplayRow,
        "nowResult" | "nowAction" | "nowIntent" | "nowReply" | "nowIsSystemMessage"
      >;
      try {
        // On an agent thread: a long message never holds the API while the replay runs.
        const plan = await decideOffLoop(ctx, facts[i]!);
        const shown = testReplyOf(plan);
        now = {
          nowResult: plan.result,
          nowAction: actionOf(plan.outcome),
          nowIntent: plan.intent?.name ?? null,
          nowReply: cut(shown.reply),
          nowIsSystemMessage: shown.isSystemMessage,
        };
      } catch (error) {
        // One message the agent cannot decide does not stop the others.
        const reason = (error as Error).message ?? String(error);
        now = {
          nowResult: `failed: ${reason}`,
          nowAction: "failed",
          nowIntent: null,
          nowReply: null,
          nowIsSystemMessage: true,
        };
      }
      pending.push({
        position: done,
        messageId: row.id,
        emailFrom: row.emailFrom,
        emailSubject: row.emailSubject,
        emailDate: row.emailDate ?? row.createdAt,
        thenResult: then.result,
        thenAction: then.action,
        thenReply: then.reply,
        ...now,
        changed: hasChanged(then, now),
      });
      done += 1;
      const at = performance.now();
      options.onMessage?.(at - lastAt);
      lastAt = at;
      if (pending.length >= SAVE_EVERY || Date.now() - savedAt >= SAVE_EVERY_MS) {
        if (!(await save())) return;
      }
      // The API keeps answering (progress polls included) while a replay runs on the embedded database.
      await yieldToEventLoop();
    }
  }
  if (!(await save())) return;
  await updateMailReplay(ctx.db, {
    companyId,
    id: replayId,
    values: { status: "completed", total: done, finishedAt: new Date() },
    onlyIfRunning: true,
  });
}
