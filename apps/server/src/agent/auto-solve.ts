import { tickets } from "@inbox/db";
import { and, eq, lt } from "drizzle-orm";
import type { AppContext } from "../context";

/** agent.md §2 step 12: a Pending ticket with no answer for 3 days becomes Solved. */
export const AUTO_SOLVE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

export async function autoSolvePendingTickets(ctx: Pick<AppContext, "db">, { now }: { now: Date }) {
  const rows = await ctx.db
    .update(tickets)
    .set({ status: "Solved", updatedAt: now })
    .where(
      and(
        eq(tickets.status, "Pending"),
        lt(tickets.updatedAt, new Date(now.getTime() - AUTO_SOLVE_AFTER_MS)),
      ),
    )
    .returning({ id: tickets.id });
  return rows.length;
}
