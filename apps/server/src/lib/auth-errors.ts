import type { Logger } from "./logger";
import { originOf, untrustedOriginMessage } from "./trusted-origins";

const FIELD_WORDS: Record<string, string> = {
  email: "email address",
  password: "password",
  newPassword: "new password",
  name: "name",
  token: "reset link",
};

/** better-call's "[body.email] Invalid email address" as a sentence that names the field and says what to do. */
export function authValidationMessage(raw: string): string {
  const first = raw.split("; ")[0] ?? raw;
  const match = /^\[(?:body|query)\.?([^\]]*)\]\s*(.*)$/.exec(first);
  if (!match) return raw;
  const key = match[1]!.split(".").at(-1) ?? "";
  const detail = match[2] ?? "";
  const field = FIELD_WORDS[key] ?? (key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase() || "form");
  if (/email/i.test(detail) || key === "email")
    return /received undefined|required/i.test(detail)
      ? "Please enter your email address."
      : "Please enter a valid email address, like name@yourhotel.com.";
  if (/received undefined|required/i.test(detail)) return `Please fill in the ${field}.`;
  const min = /(?:>=|at least )(\d+)/.exec(detail)?.[1];
  if (/too small/i.test(detail) && min)
    return Number(min) <= 1
      ? `Please fill in the ${field}.`
      : `The ${field} must be at least ${min} characters long.`;
  const max = /(?:<=|at most )(\d+)/.exec(detail)?.[1];
  if (/too big/i.test(detail) && max)
    return `The ${field} is too long: keep it to ${max} characters or fewer.`;
  return `Please check the ${field}: ${detail.charAt(0).toLowerCase()}${detail.slice(1)}.`;
}

/**
 * Better Auth's refusals in a person's words: an untrusted page address names the address to open or the BASE_URL to
 * set; a validation error names the field. Every other response passes through untouched.
 */
export async function explainAuthError(
  request: Request,
  response: Response,
  { baseUrl, log }: { baseUrl: string; log?: Logger },
): Promise<Response> {
  if (
    (response.status !== 403 && response.status !== 400) ||
    !response.headers.get("content-type")?.includes("application/json")
  ) {
    return response;
  }
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  let message: string | null = null;
  if (body?.code === "INVALID_ORIGIN" || body?.code === "MISSING_OR_NULL_ORIGIN") {
    const origin = originOf(request.headers.get("origin")) ?? originOf(request.headers.get("referer"));
    message = untrustedOriginMessage(origin, baseUrl);
    log?.warn(
      { origin, expected: originOf(baseUrl), hint: origin ? `set BASE_URL=${origin}` : "set BASE_URL" },
      "sign-in refused: the page's address is not trusted",
    );
  } else if (body?.code === "VALIDATION_ERROR" && body.message) {
    message = authValidationMessage(body.message);
  }
  if (!message) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, headers });
}
