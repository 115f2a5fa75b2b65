import { solvePendingTicketsUntouchedSince } from "@inbox/db";
import type { AppContext } from "../context";

/** agent.md §2 step 12: a Pending ticket with no answer for 3 days becomes Solved. */
export const AUTO_SOLVE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

export async function autoSolvePendingTickets(ctx: Pick<AppContext, "db">, { now }: { now: Date }) {
  return solvePendingTicketsUntouchedSince(ctx.db, {
    before: new Date(now.getTime() - AUTO_SOLVE_AFTER_MS),
    now,
  });
}
