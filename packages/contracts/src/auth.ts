import { z } from "zod";

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

export const emailSchema = z.string().trim().email();

export const companyInput = z.object({
  name: z.string().trim().min(MIN_COMPANY_NAME_LENGTH, messages.companyNameTooShort),
  url: z.string().trim().url(messages.invalidUrl),
});
export type CompanyInput = z.infer<typeof companyInput>;
