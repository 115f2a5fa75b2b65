import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { CLIENT_IP_HEADER } from "./auth";
import type { AppBindings, AppContext } from "./context";
import { resolveClientIp } from "./lib/client-ip";
import { AppError } from "./lib/errors";
import { safeRequestId } from "./security/request-guards";

/** Request id, client address and a child logger on every request; one log line per API call. */
export function requestContext(ctx: AppContext) {
  return createMiddleware<AppBindings>(async (c, next) => {
    // A client's id is kept only when it is a short plain token (it ends up in logs and a response header).
    const requestId = safeRequestId(c.req.header("x-request-id")) ?? randomUUID();
    const clientIp = resolveClientIp(
      c.env?.incoming?.socket?.remoteAddress,
      c.req.header("x-forwarded-for"),
      ctx.env.TRUST_PROXY,
      ctx.env.TRUSTED_PROXY_HOPS,
    );
    // Better Auth's rate limit reads the address from this header; a client's own value is overwritten.
    c.req.raw.headers.set(CLIENT_IP_HEADER, clientIp ?? "unknown");
    c.set("requestId", requestId);
    c.set("clientIp", clientIp);
    const log = ctx.logger.child({ requestId });
    c.set("log", log);
    const started = performance.now();
    await next();
    c.header("x-request-id", requestId);
    if (c.req.path.startsWith("/api/")) {
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  });
}

/** Puts the signed-in user on the context, or answers 401. */
export function requireSession(ctx: AppContext) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const result = await ctx.auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
    c.set("user", { id: result.user.id, email: result.user.email, name: result.user.name });
    await next();
  });
}
