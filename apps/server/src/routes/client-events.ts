import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings } from "../context";
import { validate } from "../lib/validate";

const clientEvent = z.object({
  type: z.enum(["not_found"]),
  path: z.string().max(2048),
});

/** The browser reports what only it sees, such as a visit to an unknown route (spec 000 §2: "logged as a 404"). */
export function clientEventRoutes() {
  return new Hono<AppBindings>().post("/", validate("json", clientEvent), (c) => {
    const event = c.req.valid("json");
    c.var.log.warn({ event: event.type, path: event.path }, "404: unknown route visited");
    return c.body(null, 204);
  });
}
