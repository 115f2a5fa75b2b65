import { z } from "zod";
import { EMAIL_PATTERN } from "./customers";
import { isPublicMailDomain, publicDomainRefusal } from "./public-mail-domains";

export interface Partner {
  id: string;
  name: string;
  email: string;
  domain: string | null;
  isActive: boolean;
  createdAt: string;
}

export const partnerStatusFilterValues = ["all", "active", "inactive"] as const;
export type PartnerStatusFilter = (typeof partnerStatusFilterValues)[number];

/** Add New Partner / Edit Partner (spec 001 §5): name required, a valid email, an optional domain, active or not. */
export const partnerInputSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(200),
  email: z.string().trim().max(254).regex(EMAIL_PATTERN, "Invalid email address"),
  /** Set only when the owner chooses the whole domain; empty means this address only. */
  domain: z
    .string()
    .trim()
    .max(253)
    .nullish()
    .transform((v) => v?.toLowerCase().replace(/^@/, "") || null)
    .superRefine((v, c) => {
      if (v && isPublicMailDomain(v))
        c.addIssue({ code: "custom", message: publicDomainRefusal(v, "partner") });
    }),
  isActive: z.boolean().default(true),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;

/** The part after the @, as the partner dialog fills the domain from the email (spec 001 §2). */
export function domainOfEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * A sender the agent never answers (spec 001 §3 do_not_reply_to): the address, or with `domain` set every address at
 * that domain (the owner's explicit choice, never a public mail provider).
 */
export interface DoNotReplyEntry {
  id: string;
  name: string | null;
  email: string;
  domain: string | null;
  createdAt: string;
}

/** Adding by hand from the Partners page: the same rule as from a message (an @ and a domain). */
export const doNotReplyInputSchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(254)
      .refine(
        (v) => domainOfEmail(v).length > 0 && v.indexOf("@") > 0,
        "Could not extract domain from email",
      ),
    name: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((v) => v || null),
    /** Every address at the email's domain instead of the address alone. */
    wholeDomain: z.boolean().default(false),
  })
  .superRefine((v, c) => {
    const domain = domainOfEmail(v.email);
    if (v.wholeDomain && isPublicMailDomain(domain))
      c.addIssue({ code: "custom", path: ["wholeDomain"], message: publicDomainRefusal(domain, "block") });
  });
