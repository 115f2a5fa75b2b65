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
    const error = data?.error ?? {};
    if (res.status === 401) onUnauthorized?.();
    throw new ApiError(
      res.status,
      error.code ?? "HTTP",
      error.message ?? `Request failed (${res.status})`,
      error.details,
    );
  }
  return data as T;
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
