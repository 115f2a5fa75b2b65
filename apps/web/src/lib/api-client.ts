// One client for our JSON API: failures become ApiError with the server's message; a 401 means "sign in again".
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Json = Record<string, unknown> | unknown[];

async function request<T>(method: string, path: string, body?: Json | FormData): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      credentials: "include",
      headers: body && !(body instanceof FormData) ? { "content-type": "application/json" } : undefined,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiError(0, "NETWORK", "Cannot reach the server. Check your connection and try again.");
  }
  if (res.status === 204) return undefined as T;
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const error = data?.error ?? data ?? {};
    if (res.status === 401) onUnauthorized?.();
    throw new ApiError(
      res.status,
      error.code ?? "HTTP",
      typeof error.message === "string" && error.message ? error.message : fallbackMessage(res.status),
      error.details,
    );
  }
  return data as T;
}

/** When the server (or a proxy in front of it) answers without a message of its own. */
function fallbackMessage(status: number): string {
  if (status === 401) return "Please sign in to continue.";
  if (status === 403) return "You do not have access to this.";
  if (status === 404) return "This item no longer exists. Reload the page to see the current list.";
  if (status === 413) return "That is too large to send. Please make it smaller and try again.";
  if (status === 429) return "Too many requests at once. Please wait a minute and try again.";
  if (status >= 500) return "Something went wrong on the server. Please try again in a moment.";
  return "The request could not be completed. Please check what you entered and try again.";
}

let onUnauthorized: (() => void) | undefined;
/** The app decides what a 401 does (clear the session cache, go to /signin). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body?: Json | FormData) => request<T>("POST", path, body ?? {}),
  put: <T>(path: string, body?: Json) => request<T>("PUT", path, body ?? {}),
  patch: <T>(path: string, body?: Json) => request<T>("PATCH", path, body ?? {}),
  delete: <T>(path: string) => request<T>("DELETE", path),
};
