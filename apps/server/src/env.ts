import { availableParallelism } from "node:os";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();
const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

// Every variable the server reads (README "Configuration" lists the same). Checked once at start-up.
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless set: a fresh install (with its demo account) is reachable only from this machine. */
  HOST: z
    .string()
    .trim()
    .default("127.0.0.1")
    .transform((v) => v || "127.0.0.1"),
  BASE_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "a postgres:// or postgresql:// URL")
        .optional(),
    )
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFlag,
  /** With TRUST_PROXY: how many proxies of yours append to X-Forwarded-For; the client is that many from the right. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** The largest request body (JSON), and the largest file upload, in megabytes. */
  REQUEST_BODY_LIMIT_MB: z.coerce.number().positive().max(1024).default(2),
  UPLOAD_LIMIT_MB: z.coerce.number().positive().max(4096).default(50),
  /** "Test connection" and IMAP/SMTP mailboxes may use private, loopback and link-local addresses (a mail server on
   * your own network, the tests' local Dovecot). Off by default: the server never probes its own network for a user. */
  ALLOW_PRIVATE_MAIL_HOSTS: booleanFlag,
  /** "Import from website" may read private, loopback and link-local addresses (the tests' local site, an intranet).
   * Off by default: an owner's address, or a redirect from it, never leads the server into its own network. */
  ALLOW_PRIVATE_WEB_HOSTS: booleanFlag,
  /** The most pages one website import reads. */
  KNOWLEDGE_IMPORT_MAX_PAGES: z.coerce.number().int().min(1).max(5000).default(200),
  /** How long one uploaded document (PDF, Word) may take to read, on its own thread, before it is refused. */
  KNOWLEDGE_DOCUMENT_TIME_LIMIT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  BETTER_AUTH_SECRET: z.string().min(32, "at least 32 characters").optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "64 hexadecimal characters (32 bytes)")
    .optional(),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_TENANT: z.string().default("common"),
  MICROSOFT_ISSUER: optionalUrl,
  /** Provider endpoints; tests point them at local fakes. */
  GOOGLE_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
  GMAIL_API_BASE: z.string().url().default("https://gmail.googleapis.com"),
  MICROSOFT_TOKEN_URL: optionalUrl,
  GRAPH_API_BASE: z.string().url().default("https://graph.microsoft.com"),
  /** The domain of forwarding addresses (`<id>@INBOUND_MAIL_DOMAIN`); point its MX at this server's SMTP listener. */
  INBOUND_MAIL_DOMAIN: z.string().default("inbound.localhost"),
  SMTP_URL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "an smtp:// or smtps:// URL")
        .optional(),
    )
    .optional(),
  /** The secret part of the dev outbox's path (`/dev/outbox/<token>`); generated and printed at start when unset. */
  DEV_OUTBOX_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{16,128}$/, "16 to 128 letters, digits, '-' or '_'")
        .optional(),
    )
    .optional(),
  MAIL_FROM: z.string().default("Inbox Autopilot <no-reply@inbox-autopilot.local>"),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  /** How often every active mailbox is reconciled (IMAP mailboxes also get IDLE push in between). */
  MAIL_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(5).default(60),
  /** "all" runs the API and the job workers in one process; "api" only the API (scale-out, with `npm run worker`). */
  /** The LLM brain: unset keeps the local brain (no network, no key). */
  AI_PROVIDER: z
    .enum(["openai", "anthropic", "google", "openai-compatible", ""])
    .optional()
    .transform((v) => v || undefined),
  AI_MODEL: optionalString,
  AI_API_KEY: optionalString,
  AI_BASE_URL: optionalUrl,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /**
   * Threads the agent reads mail on, each with its own classifiers, two or more sharing one sentence encoder (decisions
   * 0013, 0020); 0: none. Two, or one on a machine of two cores or fewer, where a second thread only competes with the
   * database and the server's own thread for the same cores (decision 0021, session 14).
   */
  AGENT_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(8)
    .default(availableParallelism() <= 2 ? 1 : 2),
  /** Creates the demo hotel workspace on the first start of an empty database ("false" to skip). */
  DEMO_WORKSPACE: z.enum(["true", "false"]).default("true"),
  PROCESS_ROLE: z.enum(["all", "api", "worker"]).default("all"),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW: z.coerce.number().int().min(1).default(60),
  DEMO_BOOKING_URL: optionalUrl,
  LANDING_VIDEO_URL: optionalUrl,
  LEGAL_GOVERNING_LAW: optionalString,
  SALES_EMAIL: z.string().email().default("sales@inbox-autopilot.com"),
  SUPPORT_EMAIL: z.string().email().default("support@inbox-autopilot.com"),
  PRIVACY_EMAIL: z.string().email().default("privacy@inbox-autopilot.com"),
  WEB_DIST: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses the environment; a wrong value names the variable and what it expects. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    return `${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? null)})`;
  });
  throw new EnvError(problems);
}
