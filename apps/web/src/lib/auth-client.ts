import { messages } from "@inbox/contracts";
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  basePath: "/api/auth",
});

type AuthError = { status?: number; message?: string; code?: string } | null | undefined;

/** The page's address is not one the server accepts sign-ins from (the message says which BASE_URL to set). */
export function isUntrustedOriginError(error: AuthError): boolean {
  return error?.code === "INVALID_ORIGIN" || error?.code === "MISSING_OR_NULL_ORIGIN";
}

// Better Auth's codes, said as a person would, with what to do next.
const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD:
    "The email or password is not right. Check them and try again, or use “Forgot password?”.",
  INVALID_EMAIL: "Please enter a valid email address, like name@yourhotel.com.",
  INVALID_PASSWORD: "The password is not right. Check it and try again, or use “Forgot password?”.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Sign in instead, or use another email.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "An account with this email already exists. Sign in instead, or use another email.",
  PASSWORD_TOO_SHORT: messages.passwordTooShort,
  PASSWORD_TOO_LONG: "The password is too long: please use at most 128 characters.",
  INVALID_TOKEN: "This reset link has expired or was already used. Ask for a new one.",
  EMAIL_NOT_VERIFIED: "Please confirm your email address first: open the link we sent you.",
};

/** Better Auth's errors as one sentence a user can act on. */
export function authErrorMessage(error: AuthError) {
  if (!error) return "Please try again.";
  if (error.status === 429)
    // The per-account limit says how long to wait; the per-address one does not.
    return error.code === "TOO_MANY_FAILED_SIGN_INS" && error.message
      ? error.message
      : "Too many attempts. Please wait a minute and try again.";
  // The server already words these (which address to open, which field to fix).
  if (isUntrustedOriginError(error) || error.code === "VALIDATION_ERROR")
    return error.message || "Please try again.";
  if (error.code && BY_CODE[error.code]) return BY_CODE[error.code]!;
  const raw = error.message ?? "";
  // "[body.email] Invalid email address" from an older server: name the field instead.
  const field = /^\[body\.(\w+)\]/.exec(raw)?.[1];
  if (field === "email") return BY_CODE.INVALID_EMAIL!;
  if (field) return `Please check the ${field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()}.`;
  return raw || "Please try again.";
}

/** A light check before sending: an address needs a name, an @ and a domain with a dot. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
