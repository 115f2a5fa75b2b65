import {
  actionIfTeammateValues,
  customerSubscriptionValues,
  feedbackSenderValues,
  mailboxProviderValues,
  mailboxTypeValues,
  paymentStatusValues,
  planIdValues,
  profileModeValues,
  ratingValues,
  ticketPriorityValues,
  ticketStatusValues,
  ticketTypeValues,
} from "@inbox/contracts";
import { pgEnum } from "drizzle-orm/pg-core";

export const planId = pgEnum("plan_id", planIdValues);
export const profileMode = pgEnum("profile_mode", profileModeValues);
export const mailboxProvider = pgEnum("mailbox_provider", mailboxProviderValues);
export const mailboxType = pgEnum("mailbox_type", mailboxTypeValues);
export const actionIfTeammate = pgEnum("action_if_teammate", actionIfTeammateValues);
export const ticketStatus = pgEnum("ticket_status", ticketStatusValues);
export const ticketPriority = pgEnum("ticket_priority", ticketPriorityValues);
export const ticketType = pgEnum("ticket_type", ticketTypeValues);
export const feedbackSender = pgEnum("feedback_sender", feedbackSenderValues);
export const customerSubscription = pgEnum("customer_subscription", customerSubscriptionValues);
export const paymentStatus = pgEnum("payment_status", paymentStatusValues);
export const rating = pgEnum("user_qualification", ratingValues);
/** Where an entry came from; "website" and "document" are suggestions from an import the owner accepted (issue 25). */
export const knowledgeSource = pgEnum("knowledge_source", [
  "feedback_loop",
  "test_rating",
  "manual",
  "website",
  "document",
]);
