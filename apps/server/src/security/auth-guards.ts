import { accountFieldsInput } from "@inbox/contracts";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppBindings, AppContext } from "../context";
import { DEMO_EMAIL } from "../demo";
import { hasProxyHeaders, isLoopback } from "../lib/client-ip";
import { AppError } from "../lib/errors";
import { isJsonContentType } from "./request-guards";

/** The JSON body of an auth request, read from a copy (Better Auth reads the original); null when it is not JSON. */
export async function peekJson(c: Context<AppBindings>): Promise<Record<string, unknown> | null> {
  if (c.req.method !== "POST" || !isJsonContentType(c.req.header("content-type"))) return null;
  try {
    const body = JSON.parse(await c.req.raw.clone().text());
    return body && typeof body === "object" && !Array.isArray(body) ? body : null;
  } catch {
    return null;
  }
}

/** Better Auth sets no length on a name or an email: a 10 MB name would be stored and shown everywhere. */
export function limitAccountFields() {
  return createMiddleware<AppBindings>(async (c, next) => {
    const body = await peekJson(c);
    if (body) {
      const result = accountFieldsInput.safeParse(body);
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new AppError("BAD_REQUEST", issue?.message ?? "The request is not valid.", {
          field: issue?.path.join("."),
        });
      }
    }
    await next();
  });
}

/**
 * A request from this machine: a loopback socket, and either no proxy in between, or a trusted proxy (TRUST_PROXY)
 * that says the client itself is on loopback.
 */
export function isLocalRequest(c: Context<AppBindings>, trustProxy: boolean): boolean {
  if (!isLoopback(c.env?.incoming?.socket?.remoteAddress)) return false;
  if (!hasProxyHeaders(c.req.raw.headers)) return true;
  return trustProxy && Boolean(c.req.header("x-forwarded-for")) && isLoopback(c.var.clientIp);
}

/**
 * The demo account's password is published (README, console), so it signs in only from the machine that runs the
 * product: a server reachable from the network by mistake does not hand its demo workspace to anyone.
 */
export function demoSignInFromThisMachineOnly(ctx: AppContext) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const body = await peekJson(c);
    const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : null;
    if (email === DEMO_EMAIL && !isLocalRequest(c, ctx.env.TRUST_PROXY)) {
      throw new AppError(
        "FORBIDDEN",
        "The demo account can only be used on the computer running Inbox Autopilot. Open it there, or create your own account.",
      );
    }
    await next();
  });
}

/**
 * Changing the password ends every other session, whatever the client asks: a session someone else holds (a stolen
 * cookie, a shared computer) must not outlive the old password. Better Auth then gives this browser a fresh session.
 */
export function changePasswordEndsOtherSessions(ctx: AppContext) {
  return async (c: Context<AppBindings>) => {
    const body = await peekJson(c);
    if (!body) return ctx.auth.handler(c.req.raw);
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length");
    return ctx.auth.handler(
      new Request(c.req.raw.url, {
        method: "POST",
        headers,
        body: JSON.stringify({ ...body, revokeOtherSessions: true }),
      }),
    );
  };
}
