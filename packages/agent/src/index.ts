export { type BrandBriefFacts, type ImprovedBrief, improveBrandBrief } from "./brand-brief/improve";
export { BRAND_BRIEF_SECTIONS, brandBriefTemplate } from "./brand-brief/template";
export { type CatalogueEntry, intentCatalogue } from "./catalogue/intents";
export { type ComposedReply, type ComposeInput, composeReply, toneOf } from "./compose/reply";
export { checkReplySafety, type SafetyResult } from "./compose/safety";
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
export { type SentenceEncoder, sentenceEncoder } from "./understand/encoder";
export { detectLanguage } from "./understand/language";
