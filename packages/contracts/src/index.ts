export * from "./auth";
export * from "./enums";
export * from "./mailboxes";
export * from "./onboarding";
export * from "./plans";
