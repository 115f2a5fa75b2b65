import type { Database, DatabaseHandle } from "@inbox/db";
import type { Auth } from "./auth";
import type { Env } from "./env";
import type { Jobs } from "./jobs/types";
import type { Logger } from "./lib/logger";
import type { SystemMailer } from "./lib/mailer";

/** What every route and job can reach: built once at start-up (main.ts) or per test (testing/test-app.ts). */
export interface AppContext {
  env: Env;
  baseUrl: string;
  handle: DatabaseHandle;
  db: Database;
  auth: Auth;
  mailer: SystemMailer;
  /** The secret path segment of the dev outbox (`/dev/outbox/<token>`): DEV_OUTBOX_TOKEN, or random per start. */
  devOutboxToken: string;
  logger: Logger;
  webDist: string | null;
  encryptionKey: string;
  /** Better Auth's secret (it also encrypts the OAuth tokens it stores). */
  authSecret: string;
  /** The LLM the LLM brain uses when AI_PROVIDER is set (tests give the AI SDK's mock model here). */
  languageModel?: import("ai").LanguageModel;
  /** The job queue, once started (main.ts / worker.ts / tests that run jobs). */
  jobs?: Jobs;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** Hono variables set by the middlewares. */
export interface AppVariables {
  requestId: string;
  clientIp: string | null;
  log: Logger;
  user: SessionUser;
}

export interface AppBindings {
  Variables: AppVariables;
  /** Set by @hono/node-server: the raw request, whose socket gives the client's address. */
  Bindings: { incoming?: { socket?: { remoteAddress?: string } } };
}
