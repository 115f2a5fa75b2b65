import { timingSafeEqual } from "node:crypto";
import { listDevOutbox } from "@inbox/db";
import { type Context, Hono } from "hono";
import { html, raw } from "hono/html";
import type { AppBindings, AppContext } from "../context";
import { hasProxyHeaders, isLoopback } from "../lib/client-ip";
import { AppError } from "../lib/errors";

/** Where the person at the machine reads the outbox: the path carries the token printed at start. */
export function devOutboxPath(ctx: AppContext) {
  return `/dev/outbox/${ctx.devOutboxToken}`;
}

/**
 * Mail the product sent while no SMTP_URL is set. It holds password-reset links, so it is for the person at this
 * machine only, like a notebook server: the path carries a random token printed in the console at start, and only a
 * direct caller on loopback gets an answer. Anything else is told the page does not exist.
 */
export function devOutboxRoutes(ctx: AppContext) {
  const app = new Hono<AppBindings>();
  const token = Buffer.from(ctx.devOutboxToken);
  const allowed = (c: Context<AppBindings>) => {
    const given = Buffer.from(c.req.param("token") ?? "");
    // The socket's own address, whatever TRUST_PROXY says; and a request that came through any proxy (it says whom it
    // forwards for in one header or another) is not from this machine even when the proxy runs on it.
    return (
      given.length === token.length &&
      timingSafeEqual(given, token) &&
      isLoopback(c.env?.incoming?.socket?.remoteAddress) &&
      !hasProxyHeaders(c.req.raw.headers)
    );
  };
  const notFound = () => new AppError("NOT_FOUND", "Not found");

  app.get("/:token/messages", async (c) => {
    if (!allowed(c)) throw notFound();
    return c.json({ messages: await listDevOutbox(ctx.db) });
  });
  app.get("/:token", async (c) => {
    if (!allowed(c)) throw notFound();
    const mails = await listDevOutbox(ctx.db);
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="referrer" content="no-referrer" />
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
  app.all("*", () => {
    throw notFound();
  });
  return app;
}

function linkify(text: string) {
  const escaped = text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return raw(escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`));
}
