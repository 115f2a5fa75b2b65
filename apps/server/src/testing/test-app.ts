import type { CatalogueIntent } from "@inbox/db";
import { createTestDatabase, type TestDatabaseKind } from "@inbox/db/testing";
import { createApp } from "../app";
import { createAppContext } from "../bootstrap";
import { parseEnv } from "../env";
import { createLogger } from "../lib/logger";

export interface TestAppOptions {
  env?: Record<string, string>;
  catalogue?: CatalogueIntent[];
}

const TEST_SECRET = "test-secret-that-is-long-enough-for-better-auth-0123456789";

/** A real app on a fresh database (PGlite, or PostgreSQL from DATABASE_URL), for app.request() tests. */
export async function createTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}) {
  const handle = await createTestDatabase(kind);
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    BASE_URL: "http://localhost:3000",
    DATA_DIR: "/nonexistent-test-data-dir",
    BETTER_AUTH_SECRET: TEST_SECRET,
    ENCRYPTION_KEY: "a".repeat(64),
    DEMO_WORKSPACE: "false",
    // The tests' Dovecot and SMTP servers run on loopback.
    ALLOW_PRIVATE_MAIL_HOSTS: "true",
    ...options.env,
  });
  const ctx = await createAppContext({
    env,
    logger: createLogger("silent"),
    catalogue: options.catalogue ?? [],
    handle,
  });
  ctx.webDist = null;
  const app = createApp(ctx);
  /** The address the request seems to come from (loopback unless a test says otherwise). */
  const request = (path: string, init: RequestInit = {}, remoteAddress = "127.0.0.1") =>
    app.request(path, init, { incoming: { socket: { remoteAddress } } });

  let signUps = 0;
  async function signUp(email: string, password = "correct-horse-battery", name = "Test User") {
    // Each sign-up seems to come from its own address, so the auth rate limit does not see one burst.
    signUps += 1;
    const res = await request(
      "/api/auth/sign-up/email",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: ctx.baseUrl },
        body: JSON.stringify({ email, password, name }),
      },
      `10.77.${Math.floor(signUps / 250)}.${signUps % 250}`,
    );
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = sessionCookie(res);
    const body = (await res.json()) as { user: { id: string } };
    return { cookie, userId: body.user.id };
  }

  return { app, ctx, handle, request, signUp, close: () => handle.close() };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export function sessionCookie(res: Response): string {
  const cookies = res.headers.getSetCookie();
  return cookies.map((c) => c.split(";")[0]).join("; ");
}

export function jsonRequest(method: string, body: unknown, cookie?: string): RequestInit {
  return {
    method,
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  };
}

/** A response body as the loose object tests assert on. */
export function readJson(res: Response): Promise<any> {
  return res.json();
}
