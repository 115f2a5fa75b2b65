import { intentCatalogue } from "../../catalogue/intents";
import type { Facts, TraceStep } from "../facts";
import type { RequesterType } from "../plan";
import type { AgentIntent } from "../setup";

/** Catalogue intents a hotel guest asks about: an unknown sender asking them is a guest. */
const HOTEL_GUEST_INTENTS = new Set(intentCatalogue.filter((i) => i.audience === "hotel").map((i) => i.key));

// Only what a buyer of the company's own product says; a guest asking "how much" about a room is not a sales lead.
const SALES_WORDS =
  /\b(book(ing)? a demo|schedule a demo|see a demo|free trial|your (software|product|platform|pms|system)|pricing (for|of) your|quote for (our|my) (hotel|property|properties|company))\b/i;
/** A prospect describing their property to a software vendor: "a 28-room boutique hotel", "une maison d'hôtes de 5 chambres". */
const PROPERTY =
  /\b(\d+)[- ]?(rooms?|room|zimmern?|chambres?|camere|habitaciones|quartos|kamers|camas|beds|keys|units|apartments)\b/i;
const SOFTWARE_WORDS =
  /\b(software|pms|property management|logiciel|programa|programme|gestionale|tableur|excel|spreadsheet|demo|free trial|prueba gratis|cloud|channel manager|mews|cloudbeds|opera|protel|apaleo|little hotelier|siteminder|guestline|sirvoy)\b/i;
const PROVIDER_WORDS =
  /\b(invoice for (our|the) services|our (services|products) (could|can|would)|supplier|wholesale|we (offer|provide) [a-z ]+ for hotels|partnership proposal|seo services|marketing services)\b/i;

/** Refines "unknown" from the content once it is read: a buyer is a sales lead, a vendor a provider. */
export function refineUnknownRequester(text: string): RequesterType {
  if (PROVIDER_WORDS.test(text)) return "provider";
  if (SALES_WORDS.test(text) || (PROPERTY.test(text) && SOFTWARE_WORDS.test(text))) return "sales lead";
  return "unknown";
}

export const domainOf = (address: string) => address.split("@")[1]?.toLowerCase() ?? "";

/** Step 4: who the sender is to the company, from the facts alone (partner, team, customer, known contact). */
export function requesterStep(facts: Facts, trace: TraceStep[]): RequesterType {
  const found = requesterOf(facts);
  trace.push({ step: "requester", outcome: found.type, reason: found.reason });
  return found.type;
}

function requesterOf(facts: Facts): { type: RequesterType; reason?: string } {
  const { sender, message, setup } = facts;
  if (!message.from) return { type: "unknown", reason: "no sender" };
  if (sender.isActivePartner) return { type: "partner", reason: message.from.address };
  const ownDomain = setup.companyDomain && domainOf(message.from.address) === setup.companyDomain;
  if (ownDomain || sender.isResponsable)
    return { type: "my team", reason: sender.isResponsable ? "escalation responsable" : "company domain" };
  if (sender.customer?.isActiveCustomer) return { type: "customer", reason: "active customer" };
  if (sender.customer) return { type: "guest", reason: "known contact, not an active customer" };
  return { type: "unknown" };
}

/**
 * The requester once the mail is read: a known contact writing as a buyer is a lead still (a prospect's second mail);
 * an unknown sender is a buyer or a vendor by their words, else a guest by what they ask.
 */
export function refineRequester(
  type: RequesterType,
  text: string,
  intent: AgentIntent | undefined,
  trace: TraceStep[],
  sellsSoftware = true,
): RequesterType {
  const read = refineBuyer(type, text, intent, trace);
  if (read !== "sales lead" || sellsSoftware) return read;
  // A hotel sells no software: "a short demo with your purchasing manager", "in your system" are someone else's.
  trace.push({ step: "requester", outcome: "unknown", reason: "the company sells no software: not a buyer" });
  return "unknown";
}

function refineBuyer(
  type: RequesterType,
  text: string,
  intent: AgentIntent | undefined,
  trace: TraceStep[],
): RequesterType {
  if (type === "guest" && refineUnknownRequester(text) === "sales lead") {
    trace.push({ step: "requester", outcome: "sales lead", reason: "a contact writing as a buyer" });
    return "sales lead";
  }
  if (type !== "unknown") return type;
  const refined = refineUnknownRequester(text);
  const read =
    refined !== "unknown"
      ? refined
      : intent?.key === "sales_inquiry"
        ? "sales lead"
        : intent && HOTEL_GUEST_INTENTS.has(intent.key)
          ? "guest"
          : "unknown";
  trace.push({ step: "requester", outcome: read, reason: "from what the message asks" });
  return read;
}
