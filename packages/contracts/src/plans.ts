import type { PlanId } from "./enums";

// The one plan catalogue (product-decisions.md "Plans"): the landing page, plan selection and the limits read it.
export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in US dollars per agent. */
  price: number;
  period: string;
  description: string;
  badge: string | null;
  cta: string;
  features: string[];
  limitations: string[];
  limits: {
    /** AI-answered emails per company per day; null = unlimited. */
    aiRepliesPerDay: number | null;
    /** Mailboxes with the agent on; null = unlimited. */
    agents: number | null;
    users: number | null;
  };
}

export const TRIAL_DAYS = 15;

export const plans: Plan[] = [
  {
    id: "free",
    name: "Free",
    price: 0,
    period: "per month",
    description: "Try the AI agent on your shared mailbox, part-time.",
    badge: null,
    cta: "Start Free Trial",
    features: [
      "1 limited-time (part-time) AI agent: 3 emails per day",
      "1 user account",
      "Email channel",
      "Basic question categorisation",
      "Branded responses",
      "Community support",
    ],
    limitations: ["No customer database integration", "Limited customization"],
    limits: { aiRepliesPerDay: 3, agents: 1, users: 1 },
  },
  {
    id: "standard",
    name: "Standard",
    price: 200,
    period: "per agent per month",
    description: "For hotels and teams that want the agent on every support email.",
    badge: "Most Popular",
    cta: "Start Free Trial",
    features: [
      "Up to 5 agents",
      "3 user accounts",
      "Email + WhatsApp (coming soon)",
      "Customer database integration",
      "Intelligent learning",
      "Advanced analytics",
      "Priority support",
    ],
    limitations: [],
    limits: { aiRepliesPerDay: null, agents: 5, users: 3 },
  },
  {
    id: "professional",
    name: "Professional",
    price: 500,
    period: "per agent per month",
    description: "For groups and software vendors with many properties and teams.",
    badge: "Enterprise",
    cta: "Contact Sales",
    features: [
      "Unlimited agents and users",
      "All channels",
      "Full database integration",
      "Advanced learning",
      "Reinforced personality training",
      "Custom integrations",
      "Dedicated success manager",
    ],
    limitations: [],
    limits: { aiRepliesPerDay: null, agents: null, users: null },
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}
