import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../context";
import { AppError } from "../lib/errors";

const MB = 1024 * 1024;

const isMultipart = (contentType: string | undefined) => /^multipart\/form-data/i.test(contentType ?? "");
export const isJsonContentType = (contentType: string | undefined) =>
  /^application\/([\w.+-]+\+)?json\b/i.test(contentType?.trim() ?? "");

const sizeInWords = (bytes: number) =>
  bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/**
 * The most any request may carry, checked before anything reads it (sign-in and sign-up included): `maxBytes` for
 * JSON and everything else, `maxUploadBytes` for file uploads (multipart forms to the API outside /api/auth). A body
 * announced larger gets a 413 and the connection is closed, so the rest of it is never read; a streamed body is cut
 * where it passes the limit.
 */
export function requestBodyLimit({ maxBytes, maxUploadBytes }: { maxBytes: number; maxUploadBytes: number }) {
  const tooLarge = (limit: number, upload: boolean) =>
    new AppError(
      "PAYLOAD_TOO_LARGE",
      upload
        ? `This file is too large: the most you can upload at once is ${sizeInWords(limit)}. Please split it into smaller files.`
        : `This request is too large: the most the server accepts is ${sizeInWords(limit)}. Please shorten the text and try again.`,
      { limitBytes: limit },
    );
  // JSON and forms: small, so a streamed one is simply read into memory up to the limit.
  const json = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header("Connection", "close");
      throw tooLarge(maxBytes, false);
    },
  });
  return createMiddleware<AppBindings>(async (c, next) => {
    const upload =
      isMultipart(c.req.header("content-type")) &&
      c.req.path.startsWith("/api/") &&
      !c.req.path.startsWith("/api/auth/");
    if (!upload) return json(c, next);
    const body = c.req.raw.body;
    if (!body) return next();
    const announced = c.req.header("content-length");
    if (announced !== undefined && !c.req.header("transfer-encoding")) {
      if (Number(announced) > maxUploadBytes) {
        c.header("Connection", "close");
        throw tooLarge(maxUploadBytes, true);
      }
      return next();
    }
    // An upload streamed without a length: passed on as it comes (never held in memory), cut past the limit.
    let seen = 0;
    const limited = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxUploadBytes) controller.error(tooLarge(maxUploadBytes, true));
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: limited, duplex: "half" } as RequestInit);
    return next();
  });
}

/** "faqContent" → "FAQ content", "imap.host" → "IMAP host", "customFeatures.2" → "custom features 3". */
function fieldInWords(path: (string | number)[]): string {
  const words = path
    .map((key) =>
      typeof key === "number"
        ? String(key + 1)
        : key
            .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
            .replace(/[_-]+/g, " ")
            .toLowerCase()
            .replace(/\b(faq|imap|smtp|url|id)\b/g, (w) => w.toUpperCase()),
    )
    .join(" ");
  return words || "request";
}

/** The path of the first string (or key) holding U+0000, or null. */
export function findNul(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return [...path, key.replaceAll("\u0000", "")];
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A JSON body with an invisible NUL character (U+0000) in any field is refused with a 400 naming the field: the
 * database cannot store it, and without this check it ended as a 500.
 */
export function rejectNulCharacters() {
  return createMiddleware<AppBindings>(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || !isJsonContentType(c.req.header("content-type")))
      return next();
    // A copy: the handler (or Better Auth) still reads the original.
    const text = await c.req.raw.clone().text();
    // Only a body that may hold one is parsed: a JSON NUL is written \u0000.
    if (text.includes("\\u0000") || text.includes("\u0000")) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return next();
      }
      const path = findNul(body);
      if (path) {
        const field = fieldInWords(path);
        throw new AppError(
          "BAD_REQUEST",
          `The ${field} contains an invisible NUL character (\\u0000). Please remove it and try again.`,
          { field: path.join(".") },
        );
      }
    }
    await next();
  });
}

/** A client's request id is echoed only when it is a short, plain token; anything else is replaced by our own. */
export function safeRequestId(value: string | undefined): string | null {
  return value && /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/.test(value) ? value : null;
}
