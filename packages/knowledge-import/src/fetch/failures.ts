/**
 * Why an address was not read, as a code the tests and the job read and a sentence the owner reads (issue 25: every
 * failure in words).
 */
export type FailureCode =
  | "timeout"
  | "private"
  | "too-large"
  | "not-html"
  | "too-many-redirects"
  | "redirect-loop"
  | "http"
  | "not-found"
  | "unreachable"
  | "bad-address"
  | "robots"
  | "link-trap"
  | "off-site"
  | "legal"
  | "unreadable";

export interface FetchFailure {
  ok: false;
  code: FailureCode;
  message: string;
}

interface Details {
  seconds?: number;
  host?: string;
  megabytes?: number;
  type?: string;
  max?: number;
  status?: number;
  url?: string;
}

const statusNames: Record<number, string> = {
  401: "asks for a password",
  403: "refused access",
  404: "was not found",
  410: "was removed",
  429: "asked us to slow down",
  500: "had a server error",
  502: "had a server error",
  503: "is unavailable",
};

function say(code: FailureCode, d: Details): string {
  switch (code) {
    case "timeout":
      return `The website did not answer within ${d.seconds ?? 10} seconds`;
    case "private":
      return `${d.host ?? "This address"} is on a private or local network, which Inbox Autopilot does not read`;
    case "too-large":
      return `This page is larger than ${d.megabytes ?? 2} MB, so it was not read`;
    case "not-html":
      return `This page is not HTML (it is ${d.type ?? "another type"})`;
    case "too-many-redirects":
      return `This page redirects more than ${d.max ?? 5} times`;
    case "redirect-loop":
      return "This page redirects in a loop";
    case "http":
      return `The page ${statusNames[d.status ?? 0] ?? "could not be read"} (HTTP ${d.status})`;
    case "not-found":
      return `The website ${d.host ?? ""} could not be found: check the address`.replace("  ", " ");
    case "unreachable":
      return `The website ${d.host ?? ""} could not be reached`.replace("  ", " ");
    case "bad-address":
      return `This is not a web address Inbox Autopilot can read${d.url ? `: ${d.url}` : ""}`;
    case "robots":
      return "robots.txt asks crawlers not to read this page";
    case "link-trap":
      return "This looks like an endless series of generated pages (a calendar or filter), so it was not followed";
    case "off-site":
      return "This page redirects to another website";
    case "legal":
      return "Legal page: not used as knowledge";
    case "unreadable":
      return "The text of this page could not be read";
  }
}

export function failure(code: FailureCode, details: Details): FetchFailure {
  return { ok: false, code, message: say(code, details) };
}
