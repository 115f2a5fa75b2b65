// Value sets named by the spec files (000 §3, 001 §3 and §9). The database enums and the screens both use these.
export const planIdValues = ["free", "standard", "professional"] as const;
export type PlanId = (typeof planIdValues)[number];

export const profileModeValues = ["sandbox", "live"] as const;
export type ProfileMode = (typeof profileModeValues)[number];

export const mailboxProviderValues = ["google", "microsoft", "imap", "forwarding"] as const;
export type MailboxProvider = (typeof mailboxProviderValues)[number];

export const mailboxTypeValues = ["info", "support"] as const;
export type MailboxType = (typeof mailboxTypeValues)[number];

export const actionIfTeammateValues = ["Do nothing", "Reply the message"] as const;
export type ActionIfTeammate = (typeof actionIfTeammateValues)[number];

export const ticketStatusValues = ["New", "Open", "Pending", "Solved"] as const;
export type TicketStatus = (typeof ticketStatusValues)[number];

export const ticketPriorityValues = ["high", "medium", "low"] as const;
export type TicketPriority = (typeof ticketPriorityValues)[number];

export const ticketTypeValues = [
  "customer",
  "my team",
  "unknown",
  "guest",
  "sales lead",
  "partner",
  "provider",
] as const;
export type TicketType = (typeof ticketTypeValues)[number];

export const feedbackSenderValues = ["AI Agent", "Human Responsable"] as const;
export type FeedbackSender = (typeof feedbackSenderValues)[number];

export const customerSubscriptionValues = ["Basic", "Premium", "Enterprise"] as const;
export type CustomerSubscription = (typeof customerSubscriptionValues)[number];

export const paymentStatusValues = ["Ok", "Overdue", "Off"] as const;
export type PaymentStatus = (typeof paymentStatusValues)[number];

export const ratingValues = ["double_thumbs_up", "thumbs_up", "thumbs_down"] as const;
export type Rating = (typeof ratingValues)[number];

/** The 16 PMS features of spec 000 §3, in the order the agent-config checklist shows them. */
export const pmsFeatureNames = [
  "Channel Manager Integration",
  "Mobile App",
  "Booking Engine (in house)",
  "Booking Engine (3rd party integration)",
  "Unified Inbox",
  "Open API",
  "Payment Processing",
  "User Permissions",
  "CRM",
  "Email Marketing Functionality",
  "Upsell Automations",
  "Revenue Management",
  "Housekeeping Management",
  "Guest Communication",
  "Reporting & Analytics",
  "Multi-property Management",
] as const;

/** A teammate's role in their company (issue 24): one owner, admins who change the setup, members who work the inbox. */
export const membershipRoleValues = ["owner", "admin", "member"] as const;
export type MembershipRole = (typeof membershipRoleValues)[number];
