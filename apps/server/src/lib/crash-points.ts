/**
 * Crash points for the recovery tests (issue 16): with NODE_ENV=test and CRASH_POINTS="apply:0.02,reply-sent:0.05",
 * the process kills itself (SIGKILL, no cleanup) at a named point with that probability, to prove that nothing is
 * lost or done twice. Ignored everywhere else.
 */
const points = new Map<string, number>(
  process.env.NODE_ENV === "test" && process.env.CRASH_POINTS
    ? process.env.CRASH_POINTS.split(",").map((p) => {
        const [name, chance] = p.split(":");
        return [name!.trim(), Number(chance ?? 1)] as const;
      })
    : [],
);

export function crashPoint(name: "store" | "apply" | "reply-sent" | "email-sent") {
  const chance = points.get(name);
  if (chance && Math.random() < chance) {
    process.stderr.write(`crash point: ${name}\n`);
    process.kill(process.pid, "SIGKILL");
  }
}
