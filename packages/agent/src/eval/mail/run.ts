/**
 * `npm run eval -- --task mail --cases <file>`: the project's realistic mail set through the real reading and decision
 * code (MIME parsing, quote stripping, automated-mail rules, `decide` with the local brain), each workspace with its
 * own knowledge. Prints action accuracy overall and per expected action, replies answered correctly, replies in the
 * wrong language, questions left unanswered, replies carrying what they must not, and latency.
 */
import { parseEmail } from "@inbox/mail";
import { localBrain } from "../../brains/local";
import { intentCatalogue } from "../../catalogue/intents";
import { decide } from "../../decide/decide";
import { newMailFacts } from "../../decide/facts";
import type { Plan } from "../../decide/plan";
import { type AgentSetup, buildAgentSetup } from "../../decide/setup";
import { detectLanguage } from "../../understand/language";
import { loadMailCases, type MailAction, type MailCase, SENSITIVE_CATEGORIES } from "./cases";

export interface CaseResult {
  id: string;
  trace?: unknown;
  expected: MailAction;
  actual: MailAction;
  harm: string | null;
  result: string;
  language: string;
  replyLanguage: string | null;
  answeredCorrectly: boolean | null;
  wrongLanguage: boolean;
  unansweredParts: number;
  forbidden: string[];
  ms: number;
}

/** What a plan did, in the set's words: its outcome, a teammate's ticket counted as closed, a lead's reply as sales. */
export function actionOf(plan: Plan): MailAction {
  if (plan.outcome === "ticket_only") return "skip";
  if (plan.outcome === "reply" && plan.ticket?.type === "sales lead") return "sales";
  return plan.outcome;
}

const HANDED_OVER: readonly MailAction[] = ["reply_and_handover", "handover_translation"];
const ANSWERING: readonly MailAction[] = ["reply", ...HANDED_OVER];
const NEEDS_A_PERSON: readonly MailAction[] = ["escalate", "ask_responsable", ...HANDED_OVER];

/**
 * Right, counting a part answer or a translation hand-over where a reply was expected (a person sees it and finishes
 * it), and the other way round: the measure beside exact accuracy in issue 22's table.
 */
export function rightCountingHandovers(expected: MailAction, actual: MailAction) {
  return expected === actual || (ANSWERING.includes(expected) && HANDED_OVER.includes(actual));
}

/**
 * Harmful (issue 22): a reply drafted where a person was needed (in live mode it is sent), or a mail closed with
 * nobody told. A sensitive mail (health and safety, damage or loss, legal or privacy, an angry complaint) not escalated
 * is harmful whatever was done instead.
 */
export function harmOf(c: MailCase, actual: MailAction): string | null {
  const { action: expected } = c.expected;
  if ((SENSITIVE_CATEGORIES as readonly string[]).includes(c.category) && actual !== "escalate")
    return "sensitive mail not escalated";
  if (NEEDS_A_PERSON.includes(expected) && (actual === "reply" || actual === "sales"))
    return "replied where a person was needed";
  if (!["skip", "filter"].includes(expected) && ["skip", "filter"].includes(actual))
    return "closed with nobody told";
  return null;
}

export function setupFor(
  workspace: MailCase["workspace"],
  ws: ReturnType<typeof loadMailCases>["workspaces"][string],
) {
  const intents = intentCatalogue.map((i) => ({ id: `intent-${i.key}`, key: i.key, name: i.name }));
  return buildAgentSetup({
    company: {
      id: `company-${workspace}`,
      name: ws.companyName,
      url: `https://${ws.companyDomain}`,
      email: `info@${ws.companyDomain}`,
    },
    owner: { id: `owner-${workspace}`, mode: "sandbox" },
    config: {
      id: `config-${workspace}`,
      faqContent: ws.faqContent,
      actionIfTeammate: "Do nothing",
      bookingUrl: ws.bookingUrl ?? null,
    },
    brandBrief: ws.brandBrief,
    aiRepliesPerDay: null,
    intents,
    examples: intentCatalogue.flatMap((i) =>
      i.examples.map((text) => ({ intentId: `intent-${i.key}`, text })),
    ),
    groups: [],
    responsables: [
      {
        id: "r-1",
        firstName: "Alex",
        lastName: "Front",
        email: `alex@${ws.companyDomain}`,
        isDefaultResponsable: true,
      },
    ],
    responsableIntents: [],
    learned: [],
    features: [],
    // The set's software vendor (Hostlane) describes its features in its FAQ rather than as PMS features.
    sellsSoftware: ws.kind === "pms",
  });
}

const normalise = (s: string) => s.toLowerCase().normalize("NFKC").replace(/\s+/g, " ");

/** A case as the parser reads it when it arrives at `info@<companyDomain>`: the one reading every consumer uses. */
export function parseMailCase(c: MailCase, companyDomain: string | null) {
  const headerLines = Object.entries(c.headers ?? {}).map(([k, v]) => `${k}: ${v}`);
  const raw = [
    `From: ${c.from}`,
    `To: info@${companyDomain}`,
    `Subject: ${c.subject}`,
    `Message-ID: <${c.id}@eval.example>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    ...headerLines,
    "",
    c.body,
  ].join("\r\n");
  return parseEmail(Buffer.from(raw, "utf8"));
}

export async function runMailCase(c: MailCase, setup: AgentSetup): Promise<CaseResult> {
  const parsed = await parseMailCase(c, setup.companyDomain);
  const facts = newMailFacts(
    setup,
    {
      id: c.id,
      subject: parsed.subject,
      from: parsed.from ? { address: parsed.from.address.toLowerCase(), name: parsed.from.name } : null,
      content: parsed.newContent,
      automated: parsed.automated,
      mailboxType: "support",
    },
    { ids: { ticket: `t-${c.id}`, feedbackMessage: `f-${c.id}` } },
  );
  const started = performance.now();
  const plan = await decide(facts, { brain: localBrain, local: localBrain });
  const ms = performance.now() - started;
  const actual = actionOf(plan);
  const reply = plan.reply ? normalise(plan.reply.text) : null;
  const parts = c.expected.parts ?? [];
  const answerable = parts.filter((p) => p.answerable);
  const covered = (p: (typeof parts)[number]) =>
    !!reply && p.mustInclude.every((fact) => reply.includes(normalise(fact)));
  const forbidden = reply
    ? (c.expected.mustNotInclude ?? []).filter((s) => reply.includes(normalise(s)))
    : [];
  const replying = ["reply", "reply_and_handover", "sales"].includes(c.expected.action);
  const replyLanguage = plan.reply ? detectLanguage(plan.reply.text) : null;
  return {
    id: c.id,
    // EVAL_TRACE=<case id> (or "*" for every case) keeps the decision's trace and reply for reading.
    ...([c.id, "*"].includes(process.env.EVAL_TRACE ?? "")
      ? { trace: { id: c.id, steps: plan.trace, reply: plan.reply?.text } }
      : {}),
    expected: c.expected.action,
    actual,
    harm: harmOf(c, actual),
    result: plan.result,
    language: c.language,
    replyLanguage,
    answeredCorrectly: replying ? !!reply && answerable.every(covered) && forbidden.length === 0 : null,
    wrongLanguage:
      !!plan.reply && !!c.expected.replyLanguage && plan.reply.language !== c.expected.replyLanguage,
    unansweredParts: replying ? answerable.filter((p) => !covered(p)).length : 0,
    forbidden,
    ms,
  };
}

export async function evaluateMail(casesPath: string) {
  const set = loadMailCases(casesPath);
  const setups = new Map<string, AgentSetup>();
  const results: CaseResult[] = [];
  for (const c of set.cases) {
    const ws = set.workspaces[c.workspace]!;
    if (!setups.has(c.workspace)) {
      const setup = setupFor(c.workspace, ws);
      // Train the workspace's classifier and index before timing anything.
      await localBrain.understand("warm up", setup.brainContext);
      await localBrain.answer("warm up", null, "en", setup.brainContext);
      setups.set(c.workspace, setup);
    }
    results.push(await runMailCase(c, setups.get(c.workspace)!));
  }
  return { results, summary: summarise(results) };
}

export const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const rate = (n: number, d: number) => (d === 0 ? null : Math.round((n / d) * 1000) / 1000);

export function summarise(results: CaseResult[]) {
  const byAction: Record<
    string,
    { cases: number; right: number; accuracy: number | null; got: Record<string, number> }
  > = {};
  for (const r of results) {
    byAction[r.expected] ??= { cases: 0, right: 0, accuracy: null, got: {} };
    const row = byAction[r.expected]!;
    row.cases += 1;
    if (r.actual === r.expected) row.right += 1;
    row.got[r.actual] = (row.got[r.actual] ?? 0) + 1;
  }
  for (const row of Object.values(byAction)) row.accuracy = rate(row.right, row.cases);
  const replying = results.filter((r) => r.answeredCorrectly !== null);
  const nonEnglish = results.filter((r) => r.language !== "en");
  return {
    cases: results.length,
    actionAccuracy: rate(results.filter((r) => r.actual === r.expected).length, results.length),
    rightCountingHandovers: rate(
      results.filter((r) => rightCountingHandovers(r.expected, r.actual)).length,
      results.length,
    ),
    harmful: results.filter((r) => r.harm).length,
    harmfulSensitive: results.filter((r) => r.harm === "sensitive mail not escalated").length,
    actionAccuracyEnglish: rate(
      results.filter((r) => r.language === "en" && r.actual === r.expected).length,
      results.filter((r) => r.language === "en").length,
    ),
    actionAccuracyOtherLanguages: rate(
      nonEnglish.filter((r) => r.actual === r.expected).length,
      nonEnglish.length,
    ),
    answeredCorrectly: rate(replying.filter((r) => r.answeredCorrectly).length, replying.length),
    repliesInWrongLanguage: results.filter((r) => r.wrongLanguage).length,
    questionsLeftUnanswered: results.reduce((n, r) => n + r.unansweredParts, 0),
    repliesWithForbiddenContent: results.filter((r) => r.forbidden.length > 0).length,
    latencyMs: {
      p50:
        Math.round(
          pct(
            results.map((r) => r.ms),
            50,
          ) * 10,
        ) / 10,
      p95:
        Math.round(
          pct(
            results.map((r) => r.ms),
            95,
          ) * 10,
        ) / 10,
    },
    byExpectedAction: byAction,
  };
}
