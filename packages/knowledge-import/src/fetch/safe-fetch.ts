import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isNonPublicAddress } from "@inbox/mail/host-check";
import { type FetchFailure, failure } from "./failures";

/** The content types an import reads: HTML pages, PDF and plain text or Markdown documents. */
export const PAGE_TYPES = [
  "text/html",
  "application/xhtml+xml",
  "application/pdf",
  "text/plain",
  "text/markdown",
];
/** What a sitemap is served as. */
export const SITEMAP_TYPES = ["application/xml", "text/xml", "text/plain", "application/x-xml"];

export const USER_AGENT =
  "InboxAutopilotKnowledgeImport/1.0 (+reads a hotel's own website for its support agent)";

export interface FetchLimits {
  /** Bytes of one response body; a larger one is cut off unread, never stored. */
  maxBytes: number;
  /** The whole request, from the first byte sent to the last received, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  /**
   * Private, loopback and link-local addresses (ALLOW_PRIVATE_WEB_HOSTS, for tests and a hotel's own intranet). A
   * function allows them for some host names only: the tests serve the fixture site on "localhost" and check that a
   * redirect to 127.0.0.1 is still refused.
   */
  allowPrivate: boolean | ((host: string) => boolean);
  /** Name resolution, replaceable in tests (a public-looking name that resolves to 127.0.0.1). */
  resolve?: typeof dnsLookup;
}

export const DEFAULT_LIMITS: FetchLimits = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 5,
  allowPrivate: false,
};

export interface FetchedResource {
  ok: true;
  /** The address after redirects. */
  url: string;
  contentType: string;
  body: Buffer;
}

export type FetchResult = FetchedResource | FetchFailure;

const mayUsePrivate = (limits: FetchLimits, host: string) =>
  typeof limits.allowPrivate === "function" ? limits.allowPrivate(host) : limits.allowPrivate;

class GuardError extends Error {
  constructor(readonly failure: FetchFailure) {
    super(failure.message);
  }
}

/**
 * Resolves a name and refuses it when any of its addresses is not public, at connection time: the address checked is
 * the address connected to, so a name that answers differently the second time (DNS rebinding) cannot lead inside.
 */
function guardedLookup(limits: FetchLimits, host: string): LookupFunction {
  const resolve = limits.resolve ?? dnsLookup;
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const list = (addresses as LookupAddress[]).slice().sort((a, b) => a.family - b.family);
      if (list.length === 0) return callback(new Error("no address"), "", 4);
      if (!mayUsePrivate(limits, host) && list.some((a) => isNonPublicAddress(a.address)))
        return callback(new GuardError(failure("private", { host })), "", 4);
      if ((options as { all?: boolean }).all) return (callback as any)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function mediaType(contentType: string | undefined) {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

function charsetOf(contentType: string | undefined) {
  return /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? "")?.[1]?.toLowerCase() ?? null;
}

/** A body as text, in the charset the server named (UTF-8 when it named none or one this runtime lacks). */
export function decodeBody(resource: FetchedResource): string {
  const charset = charsetOf(resource.contentType) ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(resource.body);
  } catch {
    return new TextDecoder("utf-8").decode(resource.body);
  }
}

interface Hop {
  status: number;
  location: string | null;
  contentType: string;
  body: Buffer | null;
}

/** One request, no redirect followed: the body is read only when the type is one we take, up to the size limit. */
function requestOnce(url: URL, limits: FetchLimits, accept: string[], deadline: number): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0)
      return reject(new GuardError(failure("timeout", { seconds: limits.timeoutMs / 1000 })));
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, {
      method: "GET",
      headers: {
        "user-agent": USER_AGENT,
        accept: `${accept.join(", ")};q=0.9, */*;q=0.1`,
        // No compressed bodies: the size limit counts what is stored, and a small gzip cannot unpack to gigabytes.
        "accept-encoding": "identity",
      },
      lookup: guardedLookup(limits, url.hostname),
      // Our own agent-less sockets: a slow site holds nothing another import needs.
      agent: false,
    });
    const timer = setTimeout(() => {
      request.destroy(new GuardError(failure("timeout", { seconds: limits.timeoutMs / 1000 })));
    }, remaining);
    const done = (fn: () => void) => {
      clearTimeout(timer);
      fn();
    };
    request.on("error", (error) => done(() => reject(error)));
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      const contentType = String(response.headers["content-type"] ?? "");
      if (status >= 300 && status < 400) {
        response.resume();
        request.destroy();
        return done(() =>
          resolve({ status, location: response.headers.location ?? null, contentType, body: null }),
        );
      }
      if (status >= 400 || !accept.includes(mediaType(contentType))) {
        response.resume();
        request.destroy();
        return done(() => resolve({ status, location: null, contentType, body: null }));
      }
      const declared = Number(response.headers["content-length"] ?? "0");
      if (declared > limits.maxBytes) {
        request.destroy();
        return done(() =>
          reject(new GuardError(failure("too-large", { megabytes: limits.maxBytes / 1048576 }))),
        );
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          // Stop reading at once: the rest of a 50 MB page is never received, let alone kept.
          request.destroy(new GuardError(failure("too-large", { megabytes: limits.maxBytes / 1048576 })));
          return;
        }
        chunks.push(chunk);
      });
      response.on("end", () =>
        done(() => resolve({ status, location: null, contentType, body: Buffer.concat(chunks) })),
      );
      response.on("error", (error) => done(() => reject(error)));
    });
    request.end();
  });
}

function networkFailure(error: unknown, host: string): FetchFailure {
  if (error instanceof GuardError) return error.failure;
  const code = (error as { code?: string }).code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return failure("not-found", { host });
  return failure("unreachable", { host });
}

/**
 * GET one address safely (issue 25): http and https only; names resolved and refused when private, loopback or
 * link-local (each redirect checked again); at most `maxRedirects` redirects, a loop named as such; only the content
 * types asked for; the body cut at `maxBytes`; the whole exchange within `timeoutMs`. Every refusal is a failure in
 * words, never an exception.
 */
export async function safeFetch(
  address: string,
  { limits = DEFAULT_LIMITS, accept = PAGE_TYPES }: { limits?: FetchLimits; accept?: string[] } = {},
): Promise<FetchResult> {
  const deadline = Date.now() + limits.timeoutMs;
  const seen = new Set<string>();
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return failure("bad-address", { url: address });
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:")
      return failure("bad-address", { url: url.href });
    const literal = url.hostname.replace(/^\[(.*)\]$/, "$1");
    // A literal address is never looked up, so the lookup's check would not see it.
    if (isIP(literal) && isNonPublicAddress(literal) && !mayUsePrivate(limits, url.hostname))
      return failure("private", { host: url.hostname });
    seen.add(url.href);
    let response: Hop;
    try {
      response = await requestOnce(url, limits, accept, deadline);
    } catch (error) {
      return networkFailure(error, url.hostname);
    }
    if (response.status >= 300 && response.status < 400) {
      if (!response.location) return failure("http", { status: response.status });
      let next: URL;
      try {
        next = new URL(response.location, url);
      } catch {
        return failure("bad-address", { url: response.location });
      }
      if (seen.has(next.href)) return failure("redirect-loop", {});
      if (hop + 1 > limits.maxRedirects) return failure("too-many-redirects", { max: limits.maxRedirects });
      url = next;
      continue;
    }
    if (response.status >= 400) return failure("http", { status: response.status });
    if (!response.body) return failure("not-html", { type: mediaType(response.contentType) || "unknown" });
    return { ok: true, url: url.href, contentType: response.contentType, body: response.body };
  }
}
