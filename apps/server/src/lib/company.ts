import { getProfileWithCompany } from "@inbox/db";
import type { AppContext } from "../context";
import { AppError } from "./errors";

/** The signed-in user's company id: every company-scoped query starts here, never from an id the browser sent. */
export async function companyIdOf(ctx: AppContext, userId: string, message = "Unable to find user company") {
  const profile = await getProfileWithCompany(ctx.db, { userId });
  if (!profile?.companyId) throw new AppError("NOT_FOUND", message);
  return profile.companyId;
}
