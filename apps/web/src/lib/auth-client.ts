import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  basePath: "/api/auth",
});

/** Better Auth's errors as one sentence a user can act on. */
export function authErrorMessage(
  error: { status?: number; message?: string; code?: string } | null | undefined,
) {
  if (!error) return "Please try again.";
  if (error.status === 429) return "Too many attempts. Please wait a minute and try again.";
  return error.message || "Please try again.";
}
