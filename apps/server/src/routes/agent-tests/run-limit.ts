import { AgentPoolError } from "../../agent/threads/agent-pool";
import { AppError } from "../../lib/errors";

/**
 * Test Agent messages being answered at once (decision 0013): a user sends one and waits for its answer, so a few are
 * what people need; more would only queue work on the agent threads that other companies wait behind.
 */
export const TEST_RUNS_IN_FLIGHT = { perUser: 2, perCompany: 4 } as const;

/** Runs in flight on this server, by "user:<id>" and "company:<id>". */
const inFlight = new Map<string, number>();

const tooMany = (who: string) =>
  new AppError(
    "TOO_MANY_REQUESTS",
    `${who} already waiting for the agent's answers to other test messages. Please wait for them before sending another.`,
  );

/** Counts one Test Agent run for the user and the company, or refuses it (429) when either has its limit running. */
export function startTestRun({ userId, companyId }: { userId: string; companyId: string }) {
  const user = `user:${userId}`;
  const company = `company:${companyId}`;
  if ((inFlight.get(user) ?? 0) >= TEST_RUNS_IN_FLIGHT.perUser) throw tooMany("You are");
  if ((inFlight.get(company) ?? 0) >= TEST_RUNS_IN_FLIGHT.perCompany) throw tooMany("Your team is");
  for (const key of [user, company]) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
  let ended = false;
  return function endTestRun() {
    if (ended) return;
    ended = true;
    for (const key of [user, company]) {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    }
  };
}

/** What the user reads when the agent threads could not answer (busy, too slow, stopped); null for other errors. */
export function agentThreadError(error: unknown) {
  if (!(error instanceof AgentPoolError)) return null;
  return new AppError("UNAVAILABLE", error.message);
}
