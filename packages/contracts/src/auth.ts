import { z } from "zod";
import { fieldLimits, tooLongMessage } from "./limits";

// Validation rules of spec 000 §5, shared by the screens and the server.
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_COMPANY_NAME_LENGTH = 2;

export const messages = {
  passwordTooShort: "Password must be at least 6 characters long",
  passwordMismatch: "Passwords don't match. Please try again.",
  companyNameTooShort: "Company name must be at least 2 characters",
  invalidUrl: "Please enter a valid URL",
  missingCredentials: "You must provide either an email or phone number and a password",
} as const;

export const emailSchema = z
  .string()
  .trim()
  .max(fieldLimits.email, tooLongMessage("The email address", fieldLimits.email))
  .email();

/** "hotel-aurora.com" is read as "https://hotel-aurora.com": owners type their address as they say it. */
export function withScheme(url: string): string {
  return url && !/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? `https://${url}` : url;
}

export const companyInput = z.object({
  name: z
    .string()
    .trim()
    .min(MIN_COMPANY_NAME_LENGTH, messages.companyNameTooShort)
    .max(fieldLimits.companyName, tooLongMessage("Company name", fieldLimits.companyName)),
  url: z
    .string()
    .trim()
    .transform(withScheme)
    .pipe(
      z
        .string()
        .max(fieldLimits.url, tooLongMessage("Website", fieldLimits.url))
        .url(messages.invalidUrl)
        .refine((url) => /^https?:\/\/[^/?#\s]+\.[^/?#\s]+/i.test(url), messages.invalidUrl),
    ),
});

/** What sign-up and "update profile" take, checked before Better Auth sees them (it sets no limits of its own). */
export const accountFieldsInput = z.object({
  name: z
    .string()
    .max(fieldLimits.personName, tooLongMessage("Full name", fieldLimits.personName))
    .optional(),
  email: z.string().max(fieldLimits.email, tooLongMessage("Email address", fieldLimits.email)).optional(),
  password: z.string().max(fieldLimits.password, tooLongMessage("Password", fieldLimits.password)).optional(),
  newPassword: z
    .string()
    .max(fieldLimits.password, tooLongMessage("Password", fieldLimits.password))
    .optional(),
  image: z.string().max(fieldLimits.url, tooLongMessage("Picture address", fieldLimits.url)).nullish(),
});
export type CompanyInput = z.infer<typeof companyInput>;
