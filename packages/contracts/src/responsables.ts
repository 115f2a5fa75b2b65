import { z } from "zod";
import { fieldLimits, tooLongMessage } from "./limits";

export interface Responsable {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isDefaultResponsable: boolean;
  intents: { id: string; name: string }[];
}

/** Add New Responsable / Edit Responsable (spec 001 §5): first name, last name and a valid email required. */
export const responsableInput = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, "First name is required")
    .max(fieldLimits.personName, tooLongMessage("First name", fieldLimits.personName)),
  lastName: z
    .string()
    .trim()
    .min(1, "Last name is required")
    .max(fieldLimits.personName, tooLongMessage("Last name", fieldLimits.personName)),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(fieldLimits.email, tooLongMessage("Email", fieldLimits.email))
    .email("Please enter a valid email"),
  isDefaultResponsable: z.boolean().default(false),
});
export type ResponsableInput = z.input<typeof responsableInput>;
