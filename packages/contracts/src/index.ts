export * from "./auth";
export * from "./customers";
export * from "./enums";
export * from "./limits";
export * from "./mailboxes";
export * from "./onboarding";
export * from "./partners";
export * from "./plans";
