import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType, z } from "zod";
import { isJsonContentType } from "../security/request-guards";
import { AppError } from "./errors";

const WORDS: Record<string, string> = {
  url: "website",
  faq: "FAQ",
  faqContent: "FAQ",
  imap: "IMAP",
  smtp: "SMTP",
  host: "server name",
  id: "ID",
  q: "search",
  pageSize: "page size",
  email: "email address",
  content: "text",
};

/** A field's path as a person names it: `imap.port` → "IMAP port", `faqContent` → "FAQ", `customFeatures.2` → "custom feature 3". */
export function fieldWords(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (const key of path) {
    if (typeof key === "number") {
      const last = parts.pop() ?? "item";
      parts.push(`${last.replace(/s$/, "")} ${key + 1}`);
      continue;
    }
    const name = String(key);
    parts.push(
      WORDS[name] ??
        name
          .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
          .replace(/[_-]+/g, " ")
          .toLowerCase(),
    );
  }
  return parts.join(" ").trim() || "request";
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "yes or no",
  array: "a list",
  object: "a group of fields",
  date: "a date",
};

type RawIssue = z.core.$ZodRawIssue;

/**
 * zod's default messages ("Too small: expected number to be >=1", "Invalid email address") in a person's words: which
 * field, and what to do. A schema's own message ("Company name must be at least 2 characters") always wins over this.
 */
export function describeIssue(issue: RawIssue): string | undefined {
  const field = fieldWords(issue.path ?? []);
  const The = capitalize(field === "request" ? "the request" : `the ${field}`);
  const i = issue as RawIssue & {
    origin?: string;
    minimum?: number | bigint;
    maximum?: number | bigint;
    inclusive?: boolean;
    format?: string;
    expected?: string;
    values?: unknown[];
    keys?: string[];
  };
  switch (i.code) {
    case "invalid_type":
      if (i.input === undefined || i.input === null)
        return i.expected === "object"
          ? `${The} settings are missing. Please fill them in.`
          : `${The} is missing. Please fill it in.`;
      return `${The} should be ${TYPE_WORDS[i.expected ?? ""] ?? i.expected}. Please correct it.`;
    case "too_small": {
      const min = Number(i.minimum);
      const atLeast = i.inclusive === false ? min + 1 : min;
      if (i.origin === "string")
        return atLeast <= 1
          ? `${The} cannot be empty. Please fill it in.`
          : `${The} must be at least ${atLeast} characters long.`;
      if (i.origin === "array" || i.origin === "set")
        return atLeast <= 1
          ? `Please add at least one ${field.replace(/s$/, "")}.`
          : `Please add at least ${atLeast} ${field}.`;
      return `${The} must be ${atLeast} or more.`;
    }
    case "too_big": {
      const max = Number(i.maximum);
      const atMost = i.inclusive === false ? max - 1 : max;
      if (i.origin === "string")
        return `${The} is too long: please keep it to ${atMost.toLocaleString("en-US")} characters or fewer.`;
      if (i.origin === "array" || i.origin === "set")
        return `${The} has too many entries: please keep it to ${atMost} or fewer.`;
      return `${The} must be ${atMost.toLocaleString("en-US")} or less.`;
    }
    case "invalid_format":
      if (i.format === "email")
        return /email/.test(field)
          ? `${The} is not valid. Please enter it like name@example.com.`
          : `${The} is not a valid email address. Please enter it like name@example.com.`;
      if (i.format === "url")
        return `${The} is not a full web address. Please enter it like https://www.example.com.`;
      if (i.format === "uuid") return `${The} is not a valid ID. Please use the link from the app.`;
      return `${The} is not in the expected format. Please check it.`;
    case "invalid_value":
      return `${The} must be one of: ${(i.values ?? []).map(String).join(", ")}.`;
    case "unrecognized_keys":
      return `Unknown fields in the request: ${(i.keys ?? []).join(", ")}. Please remove them.`;
    default:
      return undefined;
  }
}

/** zod validation whose failure is our usual error body: the first problem, named and explained in words. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(
    target,
    schema,
    (result, c) => {
      // Without this a body of any other type (or none) reads as {} and every field takes its default.
      if (target === "json" && !isJsonContentType(c.req.header("content-type")))
        throw new AppError(
          "UNSUPPORTED_MEDIA_TYPE",
          "Please send this request as JSON (Content-Type: application/json).",
        );
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join(".");
        throw new AppError("BAD_REQUEST", issue?.message ?? "The request is not valid.", { field });
      }
    },
    {
      validationFunction: (s, value) =>
        (s as ZodType).safeParseAsync(value, { error: describeIssue }) as never,
    },
  );
}
