import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout } from "node:timers/promises";
import { intentCatalogue } from "@inbox/agent";
import { addMembership, companies } from "@inbox/db";
import { createTestDatabase, testDatabaseKinds } from "@inbox/db/testing";
import { freePort } from "@inbox/mail/testing/dovecot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HotelSite, startHotelSite } from "../../../../e2e/fixtures/hotel-site/serve";
import { createAppContext } from "../bootstrap";
import { parseEnv } from "../env";
import { createLogger } from "../lib/logger";

const SECRET = "restart-test-secret-that-is-long-enough-0123456789";
const KEY = "c".repeat(64);
const PASSWORD = "restart-test-password";
const root = new URL("../../../..", import.meta.url).pathname;

interface Suggestion {
  title: string;
  text: string;
  language: string;
  sourceUrl: string;
  linkGroup: string | null;
}

// Issue 25: a website import runs as a job that survives a restart. The real server, as a child process, is killed
// (SIGKILL, no cleanup) while it reads the slow fixture site, and started again: the import ends on its own, the pages
// read before the kill are not asked for again, and the owner gets the same suggestions, once each, as a hotel whose
// import was never interrupted.
describe.each(testDatabaseKinds())("a website import killed half way, on %s", (kind) => {
  let site: HotelSite;
  let dataDir: string;
  let pg: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let child: ChildProcess | null = null;
  let output = "";
  let baseUrl = "";

  async function startServer() {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    output = "";
    const started = spawn(process.execPath, ["--import", "tsx", join(root, "apps/server/src/main.ts")], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: pg?.url ?? "",
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: baseUrl,
        BETTER_AUTH_SECRET: SECRET,
        ENCRYPTION_KEY: KEY,
        INBOUND_SMTP_PORT: "0",
        MAIL_SYNC_INTERVAL_SECONDS: "5",
        DEMO_WORKSPACE: "false",
        LOG_LEVEL: "warn",
        ALLOW_PRIVATE_WEB_HOSTS: "true",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = started;
    started.stdout?.on("data", (d) => {
      output += d;
    });
    started.stderr?.on("data", (d) => {
      output += d;
    });
    // Up once its health check answers; a process that exits first has said why in its output.
    const up = () =>
      fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    for (const deadline = Date.now() + 60_000; !(await up()); await setTimeout(100)) {
      if (started.exitCode !== null || Date.now() > deadline)
        throw new Error(`the server did not start:\n${output}`);
    }
  }

  /** SIGKILL: no shutdown code runs, as when the machine loses power or the kernel ends the process. */
  async function kill() {
    if (!child || child.exitCode !== null || child.signalCode) return;
    const exited = once(child, "exit");
    child.kill("SIGKILL");
    await exited;
  }

  const signIn = async (email: string) => {
    const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };
  const call = async (cookie: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { cookie, origin: baseUrl, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as any };
  };
  /** Starts an import as the Library does, again while the server says it is still starting (503). */
  const startImport = async (cookie: string) => {
    for (;;) {
      const res = await call(cookie, "/api/knowledge-import/website", { url: site.origin });
      if (res.status !== 503) return res;
      await setTimeout(250);
    }
  };
  const waitForImport = async (cookie: string, id: string) => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { json } = await call(cookie, `/api/knowledge-import/imports/${id}`);
      if (!["queued", "running"].includes(json.status)) return json;
      if (Date.now() > deadline)
        throw new Error(`the import did not end: ${JSON.stringify(json)}\n${output}`);
      await setTimeout(250);
    }
  };
  const suggestionsOf = async (cookie: string): Promise<Suggestion[]> =>
    (await call(cookie, "/api/knowledge-import/suggestions?limit=500")).json.rows;
  const pagesAskedFor = () =>
    [...site.requests.entries()].filter(([path]) => !["/robots.txt", "/sitemap.xml"].includes(path));

  beforeAll(async () => {
    // Each page takes a moment, as a small hotel's host does: the kill lands while the site is being read.
    site = await startHotelSite({ hostile: false, pageDelayMs: 120 });
    dataDir = mkdtempSync(join(tmpdir(), "inbox-import-restart-"));
    if (kind === "postgres") pg = await createTestDatabase("postgres");
    const ctx = await createAppContext({
      env: parseEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: SECRET,
        ENCRYPTION_KEY: KEY,
        BASE_URL: "http://127.0.0.1:3999",
        DEMO_WORKSPACE: "false",
        ...(pg?.url ? { DATABASE_URL: pg.url } : {}),
      }),
      logger: createLogger("silent"),
      catalogue: intentCatalogue,
    });
    // Two hotels: one whose import is killed half way, one that reads the same site in one go.
    for (const [name, email] of [
      ["Hotel Alpenrose", "owner@alpenrose.test"],
      ["Hotel Seeblick", "owner@seeblick.test"],
    ] as const) {
      const owner = await ctx.auth.api.signUpEmail({ body: { email, password: PASSWORD, name: "Owner" } });
      const [company] = await ctx.db.insert(companies).values({ name, email, url: site.origin }).returning();
      await addMembership(ctx.db, { companyId: company!.id, userId: owner.user.id, role: "owner" });
    }
    // PGlite is one process's: the server opens it once this context is closed.
    await ctx.handle.close();
  }, 120_000);

  afterAll(async () => {
    await kill();
    await pg?.close();
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("resumes after the kill without reading a page twice or proposing an entry twice", async () => {
    await startServer();
    let cookie = await signIn("owner@alpenrose.test");
    const started = await startImport(cookie);
    expect(started.status).toBe(202);

    // Killed once a dozen pages have been read, while two more are on their way.
    while (pagesAskedFor().length < 12) await setTimeout(20);
    await kill();
    const askedBeforeKill = new Map(pagesAskedFor());

    await startServer();
    cookie = await signIn("owner@alpenrose.test");
    const resumed = await waitForImport(cookie, started.json.id);
    expect(resumed).toMatchObject({ status: "done", failureReason: null });

    // At most the two pages in flight at the kill were asked for again.
    const askedTwice = pagesAskedFor().filter(([, n]) => n > 1);
    expect(askedTwice.length).toBeLessThanOrEqual(2);
    expect(askedTwice.every(([path]) => askedBeforeKill.has(path))).toBe(true);
    const afterKill = pagesAskedFor().filter(([path]) => !askedBeforeKill.has(path));
    expect(afterKill.length).toBeGreaterThan(0);

    const interrupted = await suggestionsOf(cookie);
    expect(interrupted).toHaveLength(resumed.entriesProposed);
    expect(new Set(interrupted.map((s) => s.text)).size).toBe(interrupted.length);

    // The same site read in one go by another hotel proposes the same entries, linked across languages the same way.
    const other = await signIn("owner@seeblick.test");
    const whole = await startImport(other);
    const done = await waitForImport(other, whole.json.id);
    expect(done).toMatchObject({ status: "done", pagesRead: resumed.pagesRead });
    const uninterrupted = await suggestionsOf(other);
    const key = (s: Suggestion) => `${s.language} ${s.sourceUrl} ${s.title} ${s.text}`;
    expect(interrupted.map(key).sort()).toEqual(uninterrupted.map(key).sort());
    const linked = (rows: Suggestion[]) => rows.filter((s) => s.linkGroup).length;
    expect(linked(interrupted)).toBe(linked(uninterrupted));
    expect(linked(interrupted)).toBeGreaterThan(20);
  }, 240_000);
});
