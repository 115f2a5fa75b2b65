import type { KnowledgeGap, ReportIntent, ReportSummary, ResponsableReport } from "@inbox/contracts";
import {
  companies,
  escalationResponsables,
  feedbackLoopMessage,
  makeDraftLive,
  messages,
  reportRollupState,
  sealReportRollups,
  tickets,
  updateTicket,
} from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportRollupsJob } from "../../jobs/definitions/report-rollups";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, readJson, type TestApp } from "../../testing/test-app";
import { seedAgentReply, seedMail } from "./report-fixtures";
import { rawReport } from "./report-raw";

/** A quarter and a half of a hotel's mail: the long period the report reads from its roll-ups, and the one before. */
const QUARTER = { from: "2025-10-01", to: "2026-01-16" } as const;
const FIRST_DAY = Date.parse("2025-06-10T00:00:00Z");
const DAYS = 220;
// Times of day (UTC) around the midnights of UTC, Zurich (23:00 UTC in winter) and Kolkata (18:30 UTC).
const TIMES = ["00:10", "09:00", "18:29", "18:31", "22:59", "23:01", "23:50"];
const INTENTS = ["Parking", "Breakfast", "Spa, gym and pool", "Refund"];
const ZONES = ["UTC", "Europe/Zurich", "Asia/Kolkata"];

type Seeded = Awaited<ReturnType<typeof seedMail>>;

/** A mail of the quarter on a day the test seals first (before 20 December). */
const sealedInQuarter = ({ mail }: { mail: Seeded }) =>
  mail.at >= new Date("2025-10-02T00:00:00Z") && mail.at < new Date("2025-12-19T00:00:00Z");

/**
 * A company's mail every third day at the times above, cycling through every outcome the report counts: the agent's
 * live reply, a draft sent, a draft left, escalations with a person's reply, a question to a responsable answered an
 * hour later, a translation, an answer in part, skipped, filtered, from the team, a responsable's answer.
 */
async function seedQuarters(t: TestApp, companyId: string) {
  const [lea, marc] = await t.ctx.db
    .insert(escalationResponsables)
    .values([
      { companyId, firstName: "Lea", lastName: "Marti", email: `lea-${companyId}@hotel.test` },
      { companyId, firstName: "Marc", lastName: "Weber", email: `marc-${companyId}@hotel.test` },
    ])
    .returning({ id: escalationResponsables.id });
  const drafts: { mail: Seeded; responseId: string }[] = [];
  const all: { mail: Seeded; outcome: string; answered?: boolean }[] = [];
  let n = 0;
  for (let day = 0; day < DAYS; day += 3) {
    for (const time of TIMES) {
      const at = Date.parse(`${new Date(FIRST_DAY + day * 864e5).toISOString().slice(0, 10)}T${time}:00Z`);
      const intent = INTENTS[n % INTENTS.length]!;
      const kind = n % 12;
      n += 1;
      const person = n % 2 ? lea!.id : marc!.id;
      const subject = `${n % 3 ? "" : "Re: Re: "}Question ${n % 5}`;
      const base = { subject, intent, at, status: n % 4 ? ("Open" as const) : ("Solved" as const) };
      if (kind === 0) {
        const mail = await seedMail(t.ctx, companyId, { ...base, outcome: "reply" });
        await seedAgentReply(t.ctx, mail, { mode: "live", after: 20_000 + (n % 9) * 7_000 });
        all.push({ mail, outcome: "reply" });
      } else if (kind === 1 || kind === 2) {
        const mail = await seedMail(t.ctx, companyId, { ...base, outcome: "reply" });
        const responseId = await seedAgentReply(t.ctx, mail, { mode: "sandbox", after: 30_000 });
        drafts.push({ mail, responseId });
        all.push({ mail, outcome: "reply" });
      } else if (kind === 3 || kind === 4) {
        const mail = await seedMail(t.ctx, companyId, {
          ...base,
          outcome: "escalate",
          result: kind === 4 ? "escalated: language not supported (Polish)" : undefined,
          responsableId: person,
        });
        await t.ctx.db.execute(sql`insert into ticket_responses (ticket_id, message_content, mode, author, created_at)
          values (${mail.ticketId}, 'We will look into it.', 'live', 'Support Agent',
            ${new Date(at + 600_000 + (n % 13) * 60_000)})`);
        all.push({ mail, outcome: "escalate" });
      } else if (kind === 5) {
        const mail = await seedMail(t.ctx, companyId, {
          ...base,
          outcome: "ask_responsable",
          inFeedbackLoop: n % 4 !== 0,
          responsableId: person,
        });
        const question = new Date(at + 10_000);
        await t.ctx.db.insert(feedbackLoopMessage).values({
          ticketId: mail.ticketId!,
          sender: "AI Agent",
          assignedTo: person,
          messageContent: "What should I answer?",
          createdAt: question,
        });
        if (n % 7)
          await t.ctx.db.insert(feedbackLoopMessage).values({
            ticketId: mail.ticketId!,
            sender: "Human Responsable",
            assignedTo: person,
            messageContent: "This.",
            createdAt: new Date(question.getTime() + (n % 5) * 3_600_000 + 60_000),
          });
        all.push({ mail, outcome: "ask_responsable", answered: n % 7 !== 0 });
      } else if (kind === 6) {
        all.push({
          mail: await seedMail(t.ctx, companyId, { ...base, outcome: "handover_translation" }),
          outcome: "handover_translation",
        });
      } else if (kind === 7) {
        const mail = await seedMail(t.ctx, companyId, { ...base, outcome: "reply_and_handover" });
        await seedAgentReply(t.ctx, mail, { mode: "live", after: 45_000 });
        all.push({ mail, outcome: "reply_and_handover" });
      } else if (kind === 8) {
        all.push({ mail: await seedMail(t.ctx, companyId, { ...base, outcome: "skip" }), outcome: "skip" });
      } else if (kind === 9) {
        await seedMail(t.ctx, companyId, { ...base, outcome: "filter", noTicket: true });
      } else if (kind === 10) {
        await seedMail(t.ctx, companyId, { ...base, outcome: "ticket_only" });
      } else {
        await seedMail(t.ctx, companyId, {
          ...base,
          outcome: "reply",
          result: "learned: answer from the responsable",
          noTicket: true,
        });
      }
    }
  }
  // Half the drafts sent by a person an hour after the agent wrote them.
  for (const [i, d] of drafts.entries())
    if (i % 2 === 0)
      await t.ctx.db.execute(
        sql`update ticket_responses set mode = 'live', made_live_at = ${new Date(
          d.mail.at.getTime() + 3_600_000,
        )} where id = ${d.responseId}`,
      );
  return { lea: lea!.id, marc: marc!.id, drafts: drafts.filter((_, i) => i % 2 === 1), all, mails: n };
}

describe.each(testDatabaseKinds())("Reports over a long period on %s", (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createCompanyAccount>>;
  let seeded: Awaited<ReturnType<typeof seedQuarters>>;

  const get = async <T>(path: string) => {
    const res = await t.request(path, { headers: { cookie: owner.cookie } });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await readJson(res)) as T;
  };

  /** Every figure of the page for the quarter, in each time zone, against the same figures counted from the rows. */
  const expectSameAsRaw = async (periods: { from: string; to: string }[] = [QUARTER]) => {
    for (const period of periods)
      for (const tz of ZONES) {
        const query = { ...period, tz };
        const qs = new URLSearchParams(query).toString();
        const raw = await rawReport(t.ctx, owner.companyId, query);
        const summary = await get<ReportSummary>(`/api/reports/summary?${qs}`);
        expect(summary.current, `${tz} ${period.from}`).toEqual(raw.summary.current);
        expect(summary.previous, `${tz} ${period.from}`).toEqual(raw.summary.previous);
        expect(summary.perDay, `${tz} ${period.from}`).toEqual(raw.summary.perDay);
        const { intents } = await get<{ intents: ReportIntent[] }>(`/api/reports/intents?${qs}`);
        expect(intents, tz).toEqual(raw.intents);
        const { gaps } = await get<{ gaps: KnowledgeGap[] }>(`/api/reports/knowledge-gaps?${qs}`);
        expect(gaps, tz).toEqual(raw.gaps);
        const { responsables } = await get<{ responsables: ResponsableReport[] }>(
          `/api/reports/responsables?${qs}`,
        );
        expect(responsables, tz).toEqual(raw.responsables);
      }
  };

  const rollupRows = async () => {
    const [row] = (
      (await t.ctx.db.execute(sql`select
          (select count(*)::int from report_mail_hours where company_id = ${owner.companyId}) as hours,
          (select count(*)::int from report_intent_days where company_id = ${owner.companyId}) as days`)) as unknown as {
        rows: { hours: number; days: number }[];
      }
    ).rows;
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createCompanyAccount(t, { name: "Hotel Quarter", domain: "quarter.test" });
    seeded = await seedQuarters(t, owner.companyId);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("before any day is sealed, the quarter is counted from the rows with the known outcomes", async () => {
    expect((await rollupRows()).hours).toBe(0);
    const summary = await get<ReportSummary>(
      `/api/reports/summary?${new URLSearchParams({ ...QUARTER, tz: "UTC" })}`,
    );
    // Every third day of the quarter has 7 mails; one in 12 is a responsable's answer, not a mail received.
    const quarterMails = summary.perDay.reduce(
      (s, d) => s + d.handled + d.handedToPeople + d.closed + d.other,
      0,
    );
    expect(summary.current.received).toBe(quarterMails);
    expect(summary.current.received).toBeGreaterThan(200);
    await expectSameAsRaw();
  });

  it("sealed up to a day inside the quarter, the figures are the same in every time zone", async () => {
    await sealReportRollups(t.ctx.db, {
      until: new Date("2025-12-20T15:00:00Z"),
      companyId: owner.companyId,
    });
    expect((await rollupRows()).hours).toBeGreaterThan(100);
    await expectSameAsRaw([QUARTER, { from: "2025-12-14", to: "2025-12-27" }]);
  });

  it("a draft sent days later, a reassigned ticket, a deleted message and a reopened mail move the sealed figures", async () => {
    // A draft of a sealed day sent now with "Send draft".
    const draft = seeded.drafts.find(sealedInQuarter)!;
    await makeDraftLive(t.ctx.db, {
      companyId: owner.companyId,
      ticketId: draft.mail.ticketId!,
      responseId: draft.responseId,
    });
    // An escalated ticket reassigned from Lea to Marc, and one solved.
    const escalated = seeded.all.filter((m) => m.outcome === "escalate" && sealedInQuarter(m));
    await updateTicket(t.ctx.db, {
      companyId: owner.companyId,
      id: escalated[0]!.mail.ticketId!,
      values: { assignedResponsableId: seeded.marc, status: "Open" },
    });
    await updateTicket(t.ctx.db, {
      companyId: owner.companyId,
      id: escalated[1]!.mail.ticketId!,
      values: { status: "Solved" },
    });
    // A question's ticket moved to another intent, and a knowledge gap answered and solved.
    const asked = seeded.all.filter((m) => m.outcome === "ask_responsable" && sealedInQuarter(m));
    await updateTicket(t.ctx.db, {
      companyId: owner.companyId,
      id: asked[0]!.mail.ticketId!,
      values: { intent: "Late checkout" },
    });
    await updateTicket(t.ctx.db, {
      companyId: owner.companyId,
      id: asked[1]!.mail.ticketId!,
      values: { status: "Solved", isInFeedbackLoop: false },
    });
    // A responsable's answer deleted, and one written to a question nobody had answered.
    const answered = asked.find((m) => m.answered)!;
    const unanswered = asked.find((m) => !m.answered)!;
    await t.ctx.db
      .delete(feedbackLoopMessage)
      .where(
        and(
          eq(feedbackLoopMessage.ticketId, answered.mail.ticketId!),
          eq(feedbackLoopMessage.sender, "Human Responsable"),
        ),
      );
    await t.ctx.db.insert(feedbackLoopMessage).values({
      ticketId: unanswered.mail.ticketId!,
      sender: "Human Responsable",
      assignedTo: seeded.lea,
      messageContent: "Late, but here.",
      createdAt: new Date(unanswered.mail.at.getTime() + 9 * 86_400_000),
    });
    // A skipped mail a person reopened ("Needs a person"), and a message deleted (its ticket keeps no opening mail).
    const skipped = seeded.all.find((m) => m.outcome === "skip" && sealedInQuarter(m))!;
    await t.ctx.db
      .update(messages)
      .set({ agentOutcome: "escalate", processedResult: "escalated: a person asked for it (was: skipped)" })
      .where(eq(messages.id, skipped.mail.messageId));
    const gone = seeded.all.filter((m) => m.outcome === "reply_and_handover" && sealedInQuarter(m));
    await t.ctx.db.delete(messages).where(eq(messages.id, gone[0]!.mail.messageId));
    // A ticket deleted with its feedback loop.
    await t.ctx.db.delete(tickets).where(eq(tickets.id, asked[4]!.mail.ticketId!));
    await expectSameAsRaw();
  });

  it("the hourly job seals every company's ended days, and the figures still match the rows after more changes", async () => {
    await reportRollupsJob.handle(t.ctx, { id: "cron", data: {}, final: true });
    const [state] = await t.ctx.db
      .select()
      .from(reportRollupState)
      .where(eq(reportRollupState.companyId, owner.companyId));
    const midnight = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    expect(state?.sealedUntil.getTime()).toBe(midnight.getTime());
    const asked = seeded.all.filter(
      (m) => m.outcome === "ask_responsable" && m.mail.at > new Date("2025-12-25"),
    );
    await updateTicket(t.ctx.db, {
      companyId: owner.companyId,
      id: asked[0]!.mail.ticketId!,
      values: { status: "Solved" },
    });
    await t.ctx.db
      .update(tickets)
      .set({ subject: "Question about the sauna" })
      .where(eq(tickets.id, asked[1]!.mail.ticketId!));
    await expectSameAsRaw([QUARTER, { from: "2026-01-10", to: "2026-01-16" }]);
  });

  it("a company deleted takes its sealed roll-ups with it", async () => {
    expect((await rollupRows()).hours).toBeGreaterThan(0);
    await t.ctx.db.delete(companies).where(eq(companies.id, owner.companyId));
    expect(await rollupRows()).toEqual({ hours: 0, days: 0 });
  });
});
