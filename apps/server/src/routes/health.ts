import { Hono } from "hono";
import type { AppBindings, AppContext } from "../context";

export function healthRoutes(ctx: AppContext) {
  return new Hono<AppBindings>().get("/", async (c) => {
    const started = performance.now();
    try {
      await ctx.handle.executeSql("select 1");
      return c.json({
        status: "ok",
        database: {
          kind: ctx.handle.kind,
          ok: true,
          latencyMs: Math.round((performance.now() - started) * 10) / 10,
        },
      });
    } catch (error) {
      c.var.log.error({ err: error }, "health check: database unreachable");
      return c.json({ status: "error", database: { kind: ctx.handle.kind, ok: false } }, 503);
    }
  });
}
