import { createServer } from "node:net";
import { serve } from "@hono/node-server";
import { intentCatalogue } from "@inbox/agent";
import { createApp } from "./app";
import { createAppContext } from "./bootstrap";
import { createDemoWorkspace } from "./demo";
import { EnvError, parseEnv } from "./env";
import { createJobs } from "./jobs/queue";
import { startWorkers } from "./jobs/workers";
import { createLogger } from "./lib/logger";
import { startForwarding } from "./mail/forwarding";
import { devOutboxPath } from "./routes/dev-outbox";

async function main() {
  const started = performance.now();
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const port = env.PORT === 0 ? await findFreePort() : env.PORT;
  const ctx = await createAppContext({ env, logger, catalogue: intentCatalogue, port });
  if (env.PROCESS_ROLE === "worker") {
    ctx.jobs = await createJobs(ctx);
    const workers = await startWorkers(ctx);
    logger.info({ database: ctx.handle.kind }, "worker running: jobs only, no HTTP");
    const stopWorker = async () => {
      setTimeout(() => process.exit(0), 15_000).unref();
      await workers.stop().catch(() => {});
      await ctx.jobs?.stop().catch(() => {});
      await ctx.handle.close().catch(() => {});
      process.exit(0);
    };
    process.on("SIGINT", () => void stopWorker());
    process.on("SIGTERM", () => void stopWorker());
    return;
  }
  const app = createApp(ctx);
  const server = serve({ fetch: app.fetch, port, hostname: env.HOST }, () => {
    logger.info(
      { port, database: ctx.handle.kind, startupMs: Math.round(performance.now() - started) },
      "server listening",
    );
    console.log(`\n  Inbox Autopilot is running at ${ctx.baseUrl}\n`);
    if (ctx.mailer.kind === "dev-outbox")
      console.log(
        `  Mail the product sends (no SMTP_URL) goes to the dev outbox, for this machine only:\n  ${ctx.baseUrl}${devOutboxPath(ctx)}\n`,
      );
  });

  // Serving first; then the background parts: the job queue and workers, the forwarding listener and, on a first
  // start, the demo. (A request that queues work before the queue is up gets a 503 "still starting".)
  ctx.jobs = await createJobs(ctx);
  const workers = env.PROCESS_ROLE === "api" ? null : await startWorkers(ctx);
  const forwarding =
    env.INBOUND_SMTP_PORT > 0
      ? await startForwarding(ctx).catch((error) => {
          logger.warn(
            { err: (error as Error).message, port: env.INBOUND_SMTP_PORT },
            "forwarding listener not started",
          );
          return null;
        })
      : null;
  if (env.DEMO_WORKSPACE === "true") {
    const demo = await createDemoWorkspace(ctx, { forwardingPort: forwarding?.port }).catch((error) => {
      logger.warn({ err: (error as Error).message }, "demo workspace not created");
      return null;
    });
    if (demo) console.log(`\n  Demo workspace created: sign in as ${demo.email} / ${demo.password}\n`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Work in flight gets a few seconds to finish; whatever is left is safe to redo at the next start (recovery.ts).
    setTimeout(() => process.exit(0), 15_000).unref();
    server.close();
    await forwarding?.close().catch(() => {});
    await workers?.stop().catch(() => {});
    await ctx.jobs?.stop().catch(() => {});
    await ctx.handle.close().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === "object" && address ? address.port : 3000));
    });
  });
}

main().catch((error) => {
  console.error("Inbox Autopilot could not start:", error);
  process.exit(1);
});
