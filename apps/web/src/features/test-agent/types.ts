import type { Rating } from "@inbox/contracts";

export interface TestCustomer {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

export interface AgentTest {
  id: string;
  testName: string;
  customerId: string | null;
  agentConfigId: string | null;
  createdAt: string;
  customer: TestCustomer | null;
}

export interface AgentTestMessage {
  id: string;
  agentTestId: string;
  messageContent: string;
  aiResponse: string | null;
  intent: string | null;
  intentId: string | null;
  isSystemMessage: boolean;
  userQualification: Rating | null;
  createdAt: string;
}

/** The reply text a message holds until the agent's answer returns (spec 001 §4). */
export const PROCESSING_TEXT = "Processing...";

export const customerName = (c: TestCustomer | null | undefined) =>
  [c?.firstName, c?.lastName].filter(Boolean).join(" ").trim();
