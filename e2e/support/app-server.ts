import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@inbox/mail/testing/dovecot";

const root = new URL("../..", import.meta.url).pathname;

/** A free TCP port on loopback (the same helper the mail test servers use). */
export { freePort };

export interface AppServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The dev outbox's secret path segment (`/dev/outbox/<token>`), set here as the server's DEV_OUTBOX_TOKEN. */
  devOutboxToken: string;
  /** Everything the server printed, for a failing test to show. */
  output: () => string;
  stop(): Promise<void>;
}

export interface AppServerOptions {
  /**
   * Start without BASE_URL, as `npm start` does for a newcomer: the server then calls itself http://localhost:PORT,
   * while the tests still open it at http://127.0.0.1:PORT.
   */
  withoutBaseUrl?: boolean;
  /**
   * Leave out the test runner's TEST and VITEST variables: with TEST set, Better Auth skips its origin check, so a
   * test of which page addresses may sign in needs them gone.
   */
  withOriginCheck?: boolean;
}

/**
 * The real product as a user runs it: the compiled server process (`npm run build`) on the embedded database (a fresh
 * DATA_DIR), serving the built web app. Extra env (Google issuer, SMTP, …) per call.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  options: AppServerOptions = {},
): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "inbox-e2e-"));
  const devOutboxToken = env.DEV_OUTBOX_TOKEN ?? randomBytes(18).toString("base64url");
  let output = "";
  assertServerBuilt();
  const child: ChildProcess = spawn(process.execPath, [join(root, "apps/server/dist/main.mjs")], {
    cwd: root,
    env: applyOptions(options, {
      ...process.env,
      DATABASE_URL: "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "1000",
      INBOUND_SMTP_PORT: "0",
      DEMO_WORKSPACE: "false",
      // The tests' Dovecot and SMTP servers run on loopback.
      ALLOW_PRIVATE_MAIL_HOSTS: "true",
      DEV_OUTBOX_TOKEN: devOutboxToken,
      ...env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer /api/health within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    port,
    dataDir,
    devOutboxToken,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let serverBuilt = false;
/** The tests run the compiled server, as `npm start` does: its build must be of the current sources. */
function assertServerBuilt() {
  if (serverBuilt) return;
  const check = spawnSync(process.execPath, [join(root, "scripts/build.mjs"), "--check", "server"], {
    encoding: "utf8",
  });
  if (check.status !== 0)
    throw new Error(check.stderr || "The server is not built: run `npm run build` first.");
  serverBuilt = true;
}

function applyOptions(options: AppServerOptions, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  if (options.withoutBaseUrl) delete out.BASE_URL;
  if (options.withOriginCheck)
    for (const name of Object.keys(out)) if (name === "TEST" || name.startsWith("VITEST")) delete out[name];
  return out;
}
