import type { ReportCsat } from "@inbox/contracts";
import { ticketResponses, tickets } from "@inbox/db";
import { testDatabaseKinds } from "@inbox/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replyRatingUrl } from "../../mail/reply-rating-line";
import { createCompanyAccount } from "../../testing/fixtures";
import { createTestApp, readJson, type TestApp } from "../../testing/test-app";
import { REPORT_WEEK, seedReportWeek } from "./report-fixtures";

const week = new URLSearchParams(REPORT_WEEK).toString();

// Issue 24: guest satisfaction in the report, from answers given on the public page as a guest gives them.
describe.each(testDatabaseKinds())("Guest satisfaction in the report on %s", (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createCompanyAccount>>;
  let other: Awaited<ReturnType<typeof createCompanyAccount>>;
  const get = async <T>(path: string, cookie: string) => {
    const res = await t.request(path, { headers: { cookie } });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await readJson(res)) as T;
  };
  /** The live reply on the ticket with this subject, answered from its link as the guest would. */
  const rate = async (subject: string, answer: "yes" | "no") => {
    const [row] = await t.ctx.db
      .select({ id: ticketResponses.id })
      .from(ticketResponses)
      .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
      .where(
        and(
          eq(tickets.companyId, owner.companyId),
          eq(tickets.subject, subject),
          eq(ticketResponses.mode, "live"),
        ),
      );
    const token = replyRatingUrl(t.ctx, row!.id).split("/rate/")[1]!;
    const res = await t.request(`/api/reply-ratings/${token}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answer }),
    });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createCompanyAccount(t, { name: "Hotel Aurora", domain: "aurora.test" });
    other = await createCompanyAccount(t, { name: "Hotel Borealis", domain: "borealis.test" });
    await seedReportWeek(t.ctx, owner.companyId);
    await seedReportWeek(t.ctx, other.companyId);
    // The week: the agent's Parking reply (Yes), its Breakfast draft a person sent (No, after a Yes: the last answer
    // counts), its part answer on the pool (Yes); a person's Refund reply (Yes). The week before: the agent's Parking
    // reply (No).
    await rate("Breakfast", "yes");
    await rate("Breakfast", "no");
    await rate("RE: is the pool heated?", "yes");
    await rate("Refund please", "yes");
    // Both weeks have a Parking ticket: told apart by when the reply was written.
    const parking = await t.ctx.db
      .select({ id: ticketResponses.id, createdAt: ticketResponses.createdAt })
      .from(ticketResponses)
      .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
      .where(and(eq(tickets.companyId, owner.companyId), eq(tickets.subject, "Parking")));
    const [previous, current] = parking.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const [row, answer] of [
      [current!, "yes"],
      [previous!, "no"],
    ] as const) {
      const token = replyRatingUrl(t.ctx, row.id).split("/rate/")[1]!;
      await t.request(`/api/reply-ratings/${token}`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ answer }),
      });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows the share of Yes for the agent's replies and for people's, beside the week before", async () => {
    const csat = await get<ReportCsat>(`/api/reports/csat?${week}`, owner.cookie);
    expect(csat.current).toEqual({
      agent: { answers: 3, yes: 2, rate: 2 / 3 },
      people: { answers: 1, yes: 1, rate: 1 },
    });
    expect(csat.previous).toEqual({
      agent: { answers: 1, yes: 0, rate: 0 },
      people: { answers: 0, yes: 0, rate: null },
    });
    expect(csat.askGuestRating).toBe(true);
    expect(csat.canEditSettings).toBe(true);
  });

  it("shows it per intent, with the week before", async () => {
    const { intents } = await get<ReportCsat>(`/api/reports/csat?${week}`, owner.cookie);
    const none = { answers: 0, yes: 0, rate: null };
    expect(intents).toEqual([
      {
        intent: "Breakfast",
        agent: { answers: 1, yes: 0, rate: 0 },
        people: none,
        previousAgent: none,
        previousPeople: none,
      },
      {
        intent: "Parking",
        agent: { answers: 1, yes: 1, rate: 1 },
        people: none,
        previousAgent: { answers: 1, yes: 0, rate: 0 },
        previousPeople: none,
      },
      {
        intent: "Refund",
        agent: none,
        people: { answers: 1, yes: 1, rate: 1 },
        previousAgent: none,
        previousPeople: none,
      },
      {
        intent: "Spa, gym and pool",
        agent: { answers: 1, yes: 1, rate: 1 },
        people: none,
        previousAgent: none,
        previousPeople: none,
      },
    ]);
  });

  it("the figures' CSV carries guest satisfaction, in total and per intent", async () => {
    const res = await t.request(`/api/reports/export/figures.csv?${week}`, {
      headers: { cookie: owner.cookie },
    });
    const csv = await res.text();
    expect(csv).toContain('"Guest satisfaction, agent\'s replies, Yes (%)",66.7,0,66.7\r\n');
    expect(csv).toContain('"Guest satisfaction, agent\'s replies, answers",3,1,2\r\n');
    expect(csv).toContain('"Guest satisfaction, people\'s replies, Yes (%)",100,,\r\n');
    expect(csv).toContain('"Guest satisfaction, Parking, agent\'s replies, Yes (%)",100,0,100\r\n');
  });

  it("another hotel's report counts none of these answers", async () => {
    const csat = await get<ReportCsat>(`/api/reports/csat?${week}`, other.cookie);
    expect(csat.current.agent.answers + csat.current.people.answers).toBe(0);
    expect(csat.previous.agent.answers).toBe(0);
    expect(csat.intents).toEqual([]);
  });
});
