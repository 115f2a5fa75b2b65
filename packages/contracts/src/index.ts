export * from "./auth";
export * from "./enums";
export * from "./onboarding";
export * from "./plans";
