export { aiSdk, createLlmBrain, type LlmSettings, languageModelFor } from "./brains/llm";
export {
  type ClassifierStore,
  classifierFor,
  createLocalBrain,
  localBrain,
  type StoredClassifierKey,
} from "./brains/local";
export {
  type Answer,
  type Brain,
  type BrainContext,
  type BrainIntent,
  INTENT_CONFIDENCE_THRESHOLD,
  type KnowledgeItem,
  type Understanding,
} from "./brains/types";
export { type BrandBriefFacts, type ImprovedBrief, improveBrandBrief } from "./brand-brief/improve";
export { BRAND_BRIEF_SECTIONS, brandBriefTemplate } from "./brand-brief/template";
export { type CatalogueEntry, intentCatalogue } from "./catalogue/intents";
export { type ComposedReply, type ComposeInput, composeReply, toneOf } from "./compose/reply";
export { checkReplySafety, type SafetyResult } from "./compose/safety";
export {
  agentText,
  decide,
  decideFeedbackAnswer,
  MAX_CONTENT_CHARS,
  MAX_SUBJECT_CHARS,
  planFromAnswer,
  priorityOf,
  refineUnknownRequester,
  systemReasons,
} from "./decide/decide";
export type {
  CustomerFacts,
  Facts,
  FeedbackAnswerFacts,
  MessageFacts,
  SenderFacts,
  TicketFacts,
  TraceStep,
} from "./decide/facts";
export { newMailFacts } from "./decide/facts";
export type {
  EmailPlan,
  FeedbackQuestionPlan,
  LearnedPlan,
  Plan,
  ReplyPlan,
  RequesterType,
  SalesLeadPlan,
  TicketPlan,
} from "./decide/plan";
export { qualifySalesLead, type SalesQualification } from "./decide/sales";
export {
  type AgentIntent,
  type AgentMode,
  type AgentSetup,
  type AgentSetupRows,
  buildAgentSetup,
  faqKnowledge,
  type IntentGroup,
  type Responsable,
  responsableFor,
} from "./decide/setup";
export { type FaqEntryText, splitFaq } from "./knowledge/faq";
export {
  FOUND_THRESHOLD,
  type KnowledgeEntryInput,
  type KnowledgeHit,
  KnowledgeIndex,
} from "./knowledge/index";
export {
  IntentClassifier,
  type LabelledText,
  type Prediction,
  type TrainOptions,
} from "./understand/classifier";
export { type SentenceEncoder, sentenceEncoder, useSharedEncoder } from "./understand/encoder";
export { detectLanguage } from "./understand/language";
export { SharedEncoderThread } from "./understand/shared-encoder";
export { modelsLoadedHere } from "./understand/use-lite";
