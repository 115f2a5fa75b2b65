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
  /** What the agent would do with this mail for real (null for messages tested before it was kept). */
  result?: string | null;
  userQualification: Rating | null;
  createdAt: string;
}

/** The reply text a message holds until the agent's answer returns (spec 001 §4). */
export const PROCESSING_TEXT = "Processing...";

export const customerName = (c: TestCustomer | null | undefined) =>
  [c?.firstName, c?.lastName].filter(Boolean).join(" ").trim();

export type MailReplayStatus = "queued" | "running" | "completed" | "failed" | "cancelled";

/** "Test on past mail": a replay of the company's last N received messages with today's knowledge. */
export interface MailReplay {
  id: string;
  status: MailReplayStatus;
  requested: number;
  total: number;
  done: number;
  changed: number;
  failureReason: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** One replayed message: what the agent did then, and what it would do now. */
export interface MailReplayRow {
  position: number;
  messageId: string | null;
  emailFrom: string | null;
  emailSubject: string | null;
  emailDate: string | null;
  thenResult: string | null;
  thenAction: string;
  thenReply: string | null;
  nowResult: string;
  nowAction: string;
  nowIntent: string | null;
  nowReply: string | null;
  nowIsSystemMessage: boolean;
  changed: boolean;
}

export interface MailReplayActionCount {
  action: string;
  now: number;
  before: number;
}

export interface MailReplayPage {
  replay: MailReplay;
  counts: MailReplayActionCount[];
  rows: MailReplayRow[];
  totalRows: number;
  page: number;
  pageSize: number;
}

export const isReplayRunning = (r: MailReplay | null | undefined) =>
  r?.status === "queued" || r?.status === "running";
