import { listCompanyMailboxTypes } from "@inbox/db";
import type { AppContext } from "../context";
import { brainsFor } from "./brains";
import { classifierStoreFor } from "./classifier-store";
import { loadAgentSetup, loadSender } from "./facts";
import { answerTestMail, type TestCustomer, type TestMail, type TestReply } from "./test-mail";
import { agentPoolFor } from "./threads/agent-pool";

export {
  readPastedEmail,
  type TestCustomer,
  type TestReply,
  testReplyOf,
  testSystemReplies,
} from "./test-mail";

/**
 * process-test-reply (agent.md §3): the pasted text decided exactly as a real email from the selected customer
 * would be (quotes and signature stripped, filters applied), writing no ticket and sending nothing. The company's
 * setup and the sender are read here; the reading and deciding run on an agent thread (decision 0013).
 */
export async function processTestReply(
  ctx: AppContext,
  input: { companyId: string; userId: string; text: string; customer: TestCustomer | null },
): Promise<TestReply> {
  const email = input.customer?.email?.toLowerCase() ?? null;
  const [setup, sender, mailboxTypes] = await Promise.all([
    loadAgentSetup(ctx, { companyId: input.companyId }),
    loadSender(ctx, { companyId: input.companyId, address: email }),
    listCompanyMailboxTypes(ctx.db, { companyId: input.companyId }),
  ]);
  const mail: TestMail = {
    text: input.text,
    customer: input.customer,
    setup,
    sender,
    mailboxTypes,
    baseUrl: ctx.baseUrl,
  };
  const pool = agentPoolFor(ctx);
  const store = classifierStoreFor(ctx);
  if (!pool) return answerTestMail(mail, brainsFor(ctx, store));
  return pool.run({ kind: "test-reply", mail }, input.companyId, { store });
}
