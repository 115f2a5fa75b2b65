import { Hono } from "hono";
import type { AppBindings, AppContext } from "../../context";

/** Endpoints the application shell needs (profile mode, setup status). Signed-in only. */
export function shellRoutes(_ctx: AppContext) {
  return new Hono<AppBindings>();
}
