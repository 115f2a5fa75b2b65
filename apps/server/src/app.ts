import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { AppBindings, AppContext } from "./context";
import { AppError } from "./lib/errors";
import { requestContext, requireSession } from "./middleware";
import { agentTestRoutes } from "./routes/agent-tests";
import { clientEventRoutes } from "./routes/client-events";
import { customerRoutes } from "./routes/customers";
import { devOutboxRoutes } from "./routes/dev-outbox";
import { doNotReplyRoutes } from "./routes/do-not-reply";
import { healthRoutes } from "./routes/health";
import { inboxRoutes } from "./routes/inbox";
import { knowledgeImportRoutes } from "./routes/knowledge-import";
import { libraryRoutes } from "./routes/library";
import { mailboxRoutes } from "./routes/mailboxes";
import { meRoutes } from "./routes/me";
import { messageRoutes } from "./routes/messages";
import { onboardingRoutes } from "./routes/onboarding";
import { partnerRoutes } from "./routes/partners";
import { publicConfigRoutes } from "./routes/public-config";
import { replyRatingRoutes } from "./routes/reply-ratings";
import { reportRoutes } from "./routes/reports";
import { responsableRoutes } from "./routes/responsables";
import { shellRoutes } from "./routes/shell";
import { invitationRoutes, teamRoutes } from "./routes/team";
import { protectAdminAreas } from "./routes/team/admin-areas";
import {
  changePasswordEndsOtherSessions,
  demoSignInFromThisMachineOnly,
  limitAccountFields,
} from "./security/auth-guards";
import { contentSecurityPolicy } from "./security/content-security-policy";
import { limitMailConnectionTests } from "./security/mail-test-limit";
import { rejectNulCharacters, requestBodyLimit } from "./security/request-guards";
import { limitSignInFailures } from "./security/sign-in-limit";

export function createApp(ctx: AppContext) {
  const app = new Hono<AppBindings>();
  app.use(requestContext(ctx));
  // Before anything reads a body, sign-in and sign-up included.
  app.use(
    requestBodyLimit({
      maxBytes: ctx.env.REQUEST_BODY_LIMIT_MB * 1024 * 1024,
      maxUploadBytes: ctx.env.UPLOAD_LIMIT_MB * 1024 * 1024,
    }),
  );
  app.use("/api/*", rejectNulCharacters());
  app.use(compress());
  app.use(secureHeaders({ contentSecurityPolicy, crossOriginEmbedderPolicy: false }));

  // Public routes first.
  app.route("/api/health", healthRoutes(ctx));
  app.route("/api/config", publicConfigRoutes(ctx));
  app.route("/api/client-events", clientEventRoutes());
  app.use("/api/auth/*", limitAccountFields());
  app.use("/api/auth/sign-in/email", demoSignInFromThisMachineOnly(ctx));
  app.use("/api/auth/sign-in/email", limitSignInFailures(ctx));
  app.post("/api/auth/change-password", changePasswordEndsOtherSessions(ctx));
  app.on(["GET", "POST"], "/api/auth/*", (c) => ctx.auth.handler(c.req.raw));
  app.route("/dev/outbox", devOutboxRoutes(ctx));
  app.route("/api/invitations", invitationRoutes(ctx));
  app.route("/api/reply-ratings", replyRatingRoutes(ctx));
  app.get("/privacy", (c) => c.redirect("/privacy-policy", 301));
  app.get("/terms", (c) => c.redirect("/terms-of-service", 301));

  // Everything else under /api needs a session.
  const api = new Hono<AppBindings>();
  api.use(requireSession(ctx));
  protectAdminAreas(api, ctx);
  api.use("/mailboxes/imap", limitMailConnectionTests(ctx));
  api.use("/mailboxes/imap/test", limitMailConnectionTests(ctx));
  api.route("/me", meRoutes(ctx));
  api.route("/", onboardingRoutes(ctx));
  api.route("/", shellRoutes(ctx));
  api.route("/escalation-responsables", responsableRoutes(ctx));
  api.route("/support-mailboxes", mailboxRoutes(ctx));
  api.route("/tickets", inboxRoutes(ctx));
  api.route("/messages", messageRoutes(ctx));
  api.route("/customers", customerRoutes(ctx));
  api.route("/partners", partnerRoutes(ctx));
  api.route("/do-not-reply", doNotReplyRoutes(ctx));
  api.route("/agent-tests", agentTestRoutes(ctx));
  api.route("/library", libraryRoutes(ctx));
  api.route("/knowledge-import", knowledgeImportRoutes(ctx));
  api.route("/reports", reportRoutes(ctx));
  api.route("/team", teamRoutes(ctx));
  app.route("/api", api);

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "This API endpoint does not exist.");
  });

  if (ctx.webDist) mountWebApp(app, ctx.webDist);

  app.onError((error, c) => {
    if (error instanceof AppError) {
      const body = { error: { code: error.code, message: error.message, details: error.details } };
      // Under /api/auth the Better Auth client reads `message` at the top level.
      if (c.req.path.startsWith("/api/auth/"))
        return c.json({ ...body, code: error.code, message: error.message }, error.status);
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 401 ? "UNAUTHORIZED" : "BAD_REQUEST";
      return c.json({ error: { code, message: error.message || "Bad request" } }, status);
    }
    (c.var.log ?? ctx.logger).error({ err: error, requestId: c.var.requestId }, "unhandled error");
    return c.json(
      { error: { code: "INTERNAL", message: "Something went wrong", requestId: c.var.requestId } },
      500,
    );
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

/** The built React app: hashed assets cached for a year, every other path answered with index.html. */
function mountWebApp(app: Hono<AppBindings>, webDist: string) {
  const indexFile = join(webDist, "index.html");
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
  app.use(
    "/assets/*",
    serveStatic({
      root: webDist,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root: webDist, index: "__no_index__" }));
  app.get("*", (c) => {
    if (!indexHtml) return c.text("The web app is not built yet: run npm run build.", 503);
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
