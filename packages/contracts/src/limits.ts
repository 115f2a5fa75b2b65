import { z } from "zod";

/**
 * The longest text each kind of field takes, in characters. Generous for real use (a whole FAQ, a long reply), small
 * enough that no single field can weigh on the database, the agent or the screens. The server also refuses any request
 * body over REQUEST_BODY_LIMIT_MB before reading it.
 */
export const fieldLimits = {
  personName: 100,
  companyName: 200,
  email: 254,
  url: 2048,
  password: 128,
  hostName: 253,
  mailUser: 320,
  mailPassword: 1024,
  featureName: 200,
  subject: 998,
  reply: 100_000,
  testMessage: 100_000,
  faq: 200_000,
  brandBrief: 100_000,
} as const;

/** "Full name is too long: please keep it to 100 characters or fewer." */
export function tooLongMessage(label: string, max: number): string {
  return `${label} is too long: please keep it to ${max.toLocaleString("en-US")} characters or fewer.`;
}

/** A text field with its limit, named in the message: `limitedText("Full name", fieldLimits.personName)`. */
export function limitedText(label: string, max: number) {
  return z.string().max(max, tooLongMessage(label, max));
}
