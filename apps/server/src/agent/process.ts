import { messages } from "@inbox/db";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";

/** The agent pipeline for one stored message (agent.md §2). */
export async function processMessage(ctx: AppContext, input: { companyId: string; messageId: string }) {
  await ctx.db
    .update(messages)
    .set({ processed: true, processedResult: "stored: the agent pipeline is not wired yet" })
    .where(and(eq(messages.id, input.messageId), eq(messages.companyId, input.companyId)));
}
