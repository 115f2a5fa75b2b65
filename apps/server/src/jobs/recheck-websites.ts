import { listCompaniesDueForRecheck } from "@inbox/db";
import type { AppContext } from "../context";
import { queueKnowledgeImport } from "./queue-knowledge-import";

/** A website is read again at most this often by the weekly job. */
export const RECHECK_EVERY_DAYS = 7;

/**
 * The weekly re-check (issue 25, off by default): every company that turned on "Check the website again every week",
 * whose website was last read (imported or checked, by hand or by this job) a week ago or more and has no import
 * running, gets the same re-check as the Library's button: changed and removed entries proposed against what was
 * accepted. Run daily, so a company turned on today is read within a day and a missed day is caught up.
 */
export async function queueWeeklyRechecks(ctx: AppContext, { now = new Date() }: { now?: Date } = {}) {
  const due = await listCompaniesDueForRecheck(ctx.db, {
    readBefore: new Date(now.getTime() - RECHECK_EVERY_DAYS * 24 * 60 * 60 * 1000),
  });
  const queued: string[] = [];
  for (const { companyId, source } of due) {
    const created = await queueKnowledgeImport(ctx, { companyId, userId: null, kind: "recheck", source });
    queued.push(created.id);
  }
  if (queued.length > 0) ctx.logger.info({ companies: queued.length }, "weekly website re-checks queued");
  return queued;
}
