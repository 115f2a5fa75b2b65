import {
  type ReportCsat,
  type ReportIntent,
  type ReportLearning,
  type ReportPeriod,
  type ReportSummary,
  reportPeriodQuery,
  reportSettingsInput,
} from "@inbox/contracts";
import {
  countReplyRatings,
  countReportMail,
  getReportSettings,
  listKnowledgeGaps,
  listReportTickets,
  reportFirstResponses,
  reportIntents,
  reportLearning,
  reportResponsables,
  resolveReportPeriod,
  setReportSettings,
} from "@inbox/db";
import { Hono } from "hono";
import type { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { companyIdOf } from "../../lib/company";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { figuresCsv, TICKET_CSV_HEADER, ticketCsvRows, toCsv } from "./csv";
import { csatOf, figuresOf, perDayOf, shiftDay } from "./figures";

type PeriodQuery = z.output<typeof reportPeriodQuery>;

const TICKET_CSV_BATCH = 5_000;
const rate = (part: number, whole: number) => (whole ? part / whole : null);

/** Reports (issue 24): the signed-in user's company's figures for a period, beside the period before. */
export function reportRoutes(ctx: AppContext) {
  /** The company (from the session, never the browser) and the period's instants. */
  const scopeOf = async (userId: string, query: PeriodQuery) => {
    const companyId = await companyIdOf(ctx, userId);
    const { start, end, previousStart, days } = await resolveReportPeriod(ctx.db, query);
    const period: ReportPeriod = {
      from: query.from,
      to: query.to,
      days,
      previousFrom: shiftDay(query.from, -days),
      previousTo: shiftDay(query.from, -1),
    };
    return { companyId, start, end, previousStart, period, tz: query.tz };
  };

  const summaryOf = async (userId: string, query: PeriodQuery): Promise<ReportSummary> => {
    const s = await scopeOf(userId, query);
    const current = { companyId: s.companyId, start: s.start, end: s.end };
    const previous = { companyId: s.companyId, start: s.previousStart, end: s.start };
    const [settings, mail, previousMail, responses, previousResponses] = await Promise.all([
      getReportSettings(ctx.db, { companyId: s.companyId, userId }),
      countReportMail(ctx.db, { ...current, days: { from: s.period.from, to: s.period.to, tz: s.tz } }),
      countReportMail(ctx.db, previous),
      reportFirstResponses(ctx.db, current),
      reportFirstResponses(ctx.db, previous),
    ]);
    return {
      period: s.period,
      current: figuresOf(mail, responses, settings.minutesSavedPerMail),
      previous: figuresOf(previousMail, previousResponses, settings.minutesSavedPerMail),
      perDay: perDayOf(mail, s.period.from, s.period.days),
      minutesSavedPerMail: settings.minutesSavedPerMail,
      canEditSettings: settings.isOwner,
    };
  };

  const csatFor = async (userId: string, query: PeriodQuery): Promise<ReportCsat> => {
    const s = await scopeOf(userId, query);
    const [settings, rows] = await Promise.all([
      getReportSettings(ctx.db, { companyId: s.companyId, userId }),
      countReplyRatings(ctx.db, s),
    ]);
    return { ...csatOf(rows), askGuestRating: settings.askGuestRating, canEditSettings: settings.isOwner };
  };

  return (
    new Hono<AppBindings>()
      .get("/summary", validate("query", reportPeriodQuery), async (c) =>
        c.json(await summaryOf(c.get("user").id, c.req.valid("query"))),
      )
      .get("/intents", validate("query", reportPeriodQuery), async (c) => {
        const s = await scopeOf(c.get("user").id, c.req.valid("query"));
        const rows = await reportIntents(ctx.db, { ...s, limit: 8 });
        return c.json({
          intents: rows.map(
            (r): ReportIntent => ({
              intent: r.intent,
              tickets: r.tickets,
              automated: r.automated,
              automationRate: rate(r.automated, r.tickets),
              previousTickets: r.previousTickets,
              previousAutomationRate: rate(r.previousAutomated, r.previousTickets),
            }),
          ),
        });
      })
      .get("/knowledge-gaps", validate("query", reportPeriodQuery), async (c) => {
        const s = await scopeOf(c.get("user").id, c.req.valid("query"));
        return c.json({ gaps: await listKnowledgeGaps(ctx.db, { ...s, limit: 20 }) });
      })
      .get("/learning", validate("query", reportPeriodQuery), async (c) => {
        const s = await scopeOf(c.get("user").id, c.req.valid("query"));
        const { before, perDay } = await reportLearning(ctx.db, s);
        const learnedOn = new Map(perDay.map((d) => [d.day, d.n]));
        let total = before;
        const days = Array.from({ length: s.period.days }, (_, i) => {
          const day = shiftDay(s.period.from, i);
          const learned = learnedOn.get(day) ?? 0;
          total += learned;
          return { day, learned, total };
        });
        const body: ReportLearning = { before, perDay: days, learnedInPeriod: total - before };
        return c.json(body);
      })
      // Guest satisfaction: "Was this helpful?" on the replies that went out in the period.
      .get("/csat", validate("query", reportPeriodQuery), async (c) =>
        c.json(await csatFor(c.get("user").id, c.req.valid("query"))),
      )
      .get("/responsables", validate("query", reportPeriodQuery), async (c) => {
        const s = await scopeOf(c.get("user").id, c.req.valid("query"));
        return c.json({ responsables: await reportResponsables(ctx.db, s) });
      })
      // The owner or an admin sets how many minutes a mail the agent answers saves a person, and whether replies
      // ask the guest "Was this helpful?".
      .put("/settings", validate("json", reportSettingsInput), async (c) => {
        const user = c.get("user");
        const companyId = await companyIdOf(ctx, user.id);
        const input = c.req.valid("json");
        const { isOwner } = await getReportSettings(ctx.db, { companyId, userId: user.id });
        if (!isOwner)
          throw new AppError(
            "FORBIDDEN",
            input.minutesSavedPerMail === undefined
              ? "Only the owner or an admin can turn the guest satisfaction question on or off."
              : "Only the owner or an admin can change the minutes per mail.",
          );
        await setReportSettings(ctx.db, { companyId, ...input });
        const settings = await getReportSettings(ctx.db, { companyId, userId: user.id });
        return c.json({
          minutesSavedPerMail: settings.minutesSavedPerMail,
          askGuestRating: settings.askGuestRating,
        });
      })
      .get("/export/figures.csv", validate("query", reportPeriodQuery), async (c) => {
        const query = c.req.valid("query");
        const [summary, csat] = await Promise.all([
          summaryOf(c.get("user").id, query),
          csatFor(c.get("user").id, query),
        ]);
        return csvResponse(
          `report-${query.from}-to-${query.to}.csv`,
          figuresCsv(summary.period, summary.current, summary.previous, csat),
        );
      })
      // Every ticket opened in the period, streamed a batch at a time.
      .get("/export/tickets.csv", validate("query", reportPeriodQuery), async (c) => {
        const query = c.req.valid("query");
        const s = await scopeOf(c.get("user").id, query);
        let after: { createdAt: string; id: string } | null = null;
        let done = false;
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(toCsv([TICKET_CSV_HEADER])));
          },
          async pull(controller) {
            if (done) return controller.close();
            try {
              const rows = await listReportTickets(ctx.db, { ...s, after, limit: TICKET_CSV_BATCH });
              if (rows.length) controller.enqueue(encoder.encode(toCsv(ticketCsvRows(rows))));
              const last = rows.at(-1);
              after = last ? { createdAt: last.createdAt, id: last.id } : null;
              done = rows.length < TICKET_CSV_BATCH;
              if (done) controller.close();
            } catch (error) {
              c.var.log.error({ err: error }, "ticket export failed");
              controller.error(error);
            }
          },
        });
        return csvResponse(`tickets-${query.from}-to-${query.to}.csv`, body);
      })
  );
}

function csvResponse(fileName: string, body: string | ReadableStream<Uint8Array>) {
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
