export * from "./auth";
export * from "./enums";
export * from "./limits";
export * from "./mailboxes";
export * from "./onboarding";
export * from "./plans";
