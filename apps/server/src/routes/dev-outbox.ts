import { listDevOutbox } from "@inbox/db";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { AppBindings, AppContext } from "../context";
import { hasProxyHeaders, isLoopback } from "../lib/client-ip";
import { AppError } from "../lib/errors";

/**
 * Mail the product sent while no SMTP_URL is set. It holds password-reset links, so it answers only callers on
 * this machine (and never through a proxy).
 */
export function devOutboxRoutes(ctx: AppContext) {
  const app = new Hono<AppBindings>();
  app.use(async (c, next) => {
    // The socket's own address, whatever TRUST_PROXY says; and a request that came through any proxy (it says whom it
    // forwards for in one header or another) is not from this machine even when the proxy runs on it.
    if (!isLoopback(c.env?.incoming?.socket?.remoteAddress) || hasProxyHeaders(c.req.raw.headers)) {
      throw new AppError("FORBIDDEN", "The dev outbox is only available from this machine.");
    }
    await next();
  });
  app.get("/messages", async (c) => c.json({ messages: await listDevOutbox(ctx.db) }));
  app.get("/", async (c) => {
    const mails = await listDevOutbox(ctx.db);
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>Dev outbox · Inbox Autopilot</title>
          <style>
            body { font: 15px/1.5 system-ui, sans-serif; max-width: 860px; margin: 2rem auto; padding: 0 1rem; color: #0f172a; }
            article { border: 1px solid #e2e8f0; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
            pre { white-space: pre-wrap; word-break: break-word; }
            small { color: #64748b; }
          </style>
        </head>
        <body>
          <h1>Dev outbox</h1>
          <p>Mail Inbox Autopilot sent while no <code>SMTP_URL</code> is configured, newest first.</p>
          ${mails.length === 0 ? html`<p>No mail yet.</p>` : ""}
          ${mails.map(
            (m) => html`<article>
              <h2>${m.subject}</h2>
              <small>To ${m.to} · ${m.createdAt.toISOString()}</small>
              <pre>${linkify(m.text)}</pre>
            </article>`,
          )}
        </body>
      </html>`);
  });
  return app;
}

function linkify(text: string) {
  const escaped = text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return raw(escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`));
}
