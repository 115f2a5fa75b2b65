// `npm run bench:web`: the two web figures of the foundation issue, printed, never asserted.
//  1. JavaScript the landing page loads before first paint, gzipped (Chromium, built app).
//  2. Time from `npm start` to a healthy /api/health on the embedded default (fresh data folder, then a restart).
//  3. Time from opening /dashboard to its first rows in Chromium (the demo workspace's inbox).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { freePort } from "../e2e/support/app-server";
import { launchBrowser } from "../e2e/support/browser";

const root = new URL("..", import.meta.url).pathname;

async function timeStart(dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      INBOUND_SMTP_PORT: "0",
    },
    stdio: "ignore",
    detached: true,
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  return { ms, port, stop: () => process.kill(-child.pid!, "SIGTERM") };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "inbox-bench-"));
  const first = await timeStart(dataDir);
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const scripts = new Map<string, Promise<number>>();
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") {
      scripts.set(
        res.url(),
        res.body().then((b) => gzipSync(b).length),
      );
    }
  });
  await page.goto(`http://127.0.0.1:${first.port}/`, { waitUntil: "load" });
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName("first-contentful-paint")[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: "paint", buffered: true });
      }),
  );
  const beforePaint = await page.evaluate(
    (fcpAt) =>
      performance
        .getEntriesByType("resource")
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"))
        .filter((e) => e.startTime <= fcpAt)
        .map((e) => e.name),
    fcp,
  );
  const sizes = await Promise.all(
    beforePaint.map(async (url) => ({ url, gz: (await scripts.get(url)) ?? 0 })),
  );
  const totalKb = sizes.reduce((sum, s) => sum + s.gz, 0) / 1024;
  await browser.close();
  // Let the first start finish the demo workspace (made in the background) before stopping it.
  const firstBase = `http://localhost:${first.port}`;
  for (let i = 0; i < 240; i++) {
    const signIn = await fetch(`${firstBase}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: firstBase },
      body: JSON.stringify({ email: "demo@hotel-aurora.example", password: "autopilot-demo" }),
    });
    if (signIn.ok) {
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const list = (await (await fetch(`${firstBase}/api/tickets`, { headers: { cookie } })).json()) as {
        total?: number;
      };
      if ((list.total ?? 0) >= 6) break;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  first.stop();
  await new Promise((r) => setTimeout(r, 500));
  const restart = await timeStart(dataDir);

  // 3. The Support Inbox of the demo workspace (made on the first start): from navigation to its first rows.
  const inboxBrowser = await launchBrowser();
  const context = await inboxBrowser.newContext();
  const base = `http://localhost:${restart.port}`;
  await context.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email: "demo@hotel-aurora.example", password: "autopilot-demo" },
    headers: { origin: base },
  });
  const inboxPage = await context.newPage();
  await inboxPage.goto(`${base}/dashboard`);
  await inboxPage.locator("tbody tr").first().waitFor({ timeout: 60_000 });
  const inboxTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const fresh = await context.newPage();
    const t0 = performance.now();
    await fresh.goto(`${base}/dashboard`, { waitUntil: "commit" });
    await fresh.locator("tbody tr").first().waitFor();
    inboxTimes.push(performance.now() - t0);
    await fresh.close();
  }
  await inboxBrowser.close();
  restart.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const result = {
    landingJsBeforeFirstPaintKbGzip: Math.round(totalKb * 10) / 10,
    landingScripts: sizes.map((s) => ({
      file: s.url.split("/").pop(),
      kbGzip: Math.round((s.gz / 1024) * 10) / 10,
    })),
    firstContentfulPaintMs: Math.round(fcp),
    startToHealthyMs: { freshDataDir: Math.round(first.ms), restart: Math.round(restart.ms) },
    inboxFirstRowsMs: {
      median: Math.round([...inboxTimes].sort((a, b) => a - b)[2]!),
      max: Math.round(Math.max(...inboxTimes)),
    },
  };
  console.error(
    `landing JS before first paint: ${result.landingJsBeforeFirstPaintKbGzip} KB gzip (target ≤ 150)\n` +
      `npm start → /api/health: ${result.startToHealthyMs.freshDataDir} ms fresh, ${result.startToHealthyMs.restart} ms restart (target ≤ 5000)\n` +
      `Support Inbox, navigation → first rows in Chromium: ${result.inboxFirstRowsMs.median} ms median, ${result.inboxFirstRowsMs.max} ms max (target ≤ 1000)`,
  );
  console.log(JSON.stringify(result));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
