import { MIN_PASSWORD_LENGTH } from "@inbox/contracts";
import {
  account,
  type Database,
  profiles,
  rateLimit,
  session,
  takeRateLimit,
  user,
  verification,
} from "@inbox/db";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins";
import type { Env } from "./env";
import { explainAuthError } from "./lib/auth-errors";
import { createLogger, type Logger } from "./lib/logger";
import type { SystemMailer } from "./lib/mailer";
import { originsReachedOn } from "./lib/trusted-origins";
import { rememberAddressOfAccount } from "./security/sign-in-keys";

/** Password-reset mails one account may receive per window, whatever addresses ask for them. */
export const RESET_MAILS_PER_ACCOUNT = { max: 3, windowSeconds: 60 * 60 };

/** Header our own server sets from the socket address, so clients cannot choose the IP the rate limit sees. */
export const CLIENT_IP_HEADER = "x-inbox-client-ip";

/** Google sign-up asks for mail access at once (spec 000 §6), so the mailbox can be connected without a 2nd consent. */
export const GOOGLE_SCOPES = [
  "openid",
  "email",
  "profile",
  "https://www.googleapis.com/auth/gmail.readonly",
  "https://www.googleapis.com/auth/gmail.send",
];

export interface AuthDeps {
  db: Database;
  env: Env;
  baseUrl: string;
  secret: string;
  mailer: SystemMailer;
  /** Better Auth's own warnings go through it as JSON lines; without one, a logger at LOG_LEVEL is made. */
  logger?: Logger;
}

function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0], lastName: parts.slice(1).join(" ") || null };
}

export function isGoogleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function createAuth({ db, env, baseUrl, secret, mailer, logger }: AuthDeps) {
  const limit = { window: env.AUTH_RATE_LIMIT_WINDOW, max: env.AUTH_RATE_LIMIT_MAX };
  const authLog = (logger ?? createLogger(env.LOG_LEVEL)).child({ component: "auth" });
  const auth = betterAuth({
    appName: "Inbox Autopilot",
    baseURL: baseUrl,
    basePath: "/api/auth",
    secret,
    // BASE_URL unset: the product runs on this machine or the local network, so the loopback or private address the
    // browser reached it at is trusted as well (http://127.0.0.1:3000, http://192.168.1.20:3000).
    trustedOrigins: env.BASE_URL ? undefined : (request) => originsReachedOn(request),
    logger: betterAuthLogger(authLog, env.LOG_LEVEL),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // The reset link proves the account is theirs: from this address the account-wide sign-in ceiling is lifted.
      async onPasswordReset({ user: target }, request) {
        const address = request?.headers.get(CLIENT_IP_HEADER);
        if (address) await rememberAddressOfAccount(db, target.email, address);
      },
      async sendResetPassword({ user: target, url }) {
        // Per account as well as per address: many addresses cannot flood one person's inbox with reset mails. The
        // answer to the request stays the same, so it says nothing about the account.
        const quota = await takeRateLimit(db, {
          key: `reset-mail:${target.id}`,
          max: RESET_MAILS_PER_ACCOUNT.max,
          windowSeconds: RESET_MAILS_PER_ACCOUNT.windowSeconds,
        });
        if (!quota.allowed) {
          authLog.warn(
            { userId: target.id, count: quota.count },
            "password reset mail not sent: account limit",
          );
          return;
        }
        await mailer.send({
          to: target.email,
          subject: "Reset your Inbox Autopilot password",
          text: `Hello ${target.name || ""},\n\nSomeone asked to reset the password of your Inbox Autopilot account. Open this link to choose a new one (it works for one hour):\n\n${url}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
          html: `<p>Hello ${escapeHtml(target.name || "")},</p><p>Someone asked to reset the password of your Inbox Autopilot account. <a href="${escapeHtml(url)}">Choose a new password</a> (the link works for one hour).</p><p>If it was not you, ignore this email: your password stays as it is.</p>`,
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // A session used after a day is extended: active users stay signed in, idle ones expire.
      updateAge: 60 * 60 * 24,
    },
    account: { encryptOAuthTokens: true },
    // Reset-password tokens (and other one-time values) are kept as SHA-256 hashes: a copy of the database cannot be
    // used to reset anyone's password.
    verification: { storeIdentifier: "hashed" },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": limit,
        "/sign-up/email": limit,
        "/request-password-reset": limit,
        "/reset-password": limit,
        "/change-password": limit,
        // Google / Microsoft redirects: the same allowance as a password sign-in (Better Auth's own default is 3 / 10 s).
        "/sign-in/social": limit,
        "/sign-in/oauth2": limit,
        "/link-social": limit,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    databaseHooks: {
      user: {
        create: {
          async after(created) {
            await db
              .insert(profiles)
              .values({ id: created.id, email: created.email, ...splitName(created.name ?? "") })
              .onConflictDoNothing();
          },
        },
      },
    },
    plugins: oauthProviders(env).length > 0 ? [genericOAuth({ config: oauthProviders(env) })] : [],
  });
  // "Invalid origin" or "[body.email] Invalid email address" leave a newcomer stuck: say it in words, with what to do.
  const handle = auth.handler;
  auth.handler = async (request: Request) =>
    explainAuthError(request, await handle(request), { baseUrl, log: authLog });
  return auth;
}

/** Better Auth's log calls as structured (pino) lines, at the level LOG_LEVEL asks for. */
function betterAuthLogger(log: Logger, level: Env["LOG_LEVEL"]) {
  return {
    disabled: level === "silent",
    level: (level === "debug" || level === "trace"
      ? "debug"
      : level === "info" || level === "warn"
        ? level
        : "error") as "debug" | "info" | "warn" | "error",
    log(kind: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) {
      const details = args.map((a) => (a instanceof Error ? { name: a.name, message: a.message } : a));
      log[kind](details.length ? { details } : {}, message.replace(/^\[Better Auth\]:\s*/, ""));
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

export const MICROSOFT_SCOPES = [
  "openid",
  "email",
  "profile",
  "offline_access",
  "https://graph.microsoft.com/Mail.ReadWrite",
  "https://graph.microsoft.com/Mail.Send",
];

export function isMicrosoftConfigured(env: Env): boolean {
  return Boolean(env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET);
}

/** Google (sign-in, sign-up and Gmail) and Microsoft (Outlook mailboxes), each only when its credentials are set. */
function oauthProviders(env: Env) {
  const providers = [];
  if (isGoogleConfigured(env)) {
    providers.push({
      providerId: "google",
      name: "Google",
      clientId: env.GOOGLE_CLIENT_ID!,
      clientSecret: env.GOOGLE_CLIENT_SECRET!,
      discoveryUrl: `${env.GOOGLE_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
      scopes: GOOGLE_SCOPES,
      accessType: "offline",
      prompt: "consent" as const,
      pkce: true,
    });
  }
  if (isMicrosoftConfigured(env)) {
    const issuer = env.MICROSOFT_ISSUER ?? `https://login.microsoftonline.com/${env.MICROSOFT_TENANT}/v2.0`;
    providers.push({
      providerId: "microsoft",
      name: "Microsoft",
      clientId: env.MICROSOFT_CLIENT_ID!,
      clientSecret: env.MICROSOFT_CLIENT_SECRET!,
      discoveryUrl: `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
      scopes: MICROSOFT_SCOPES,
      prompt: "consent" as const,
      pkce: true,
    });
  }
  return providers;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
