export * from "./agent-config";
export * from "./agent-tests";
export * from "./brand-briefs";
export * from "./dev-outbox";
export * from "./knowledge";
export * from "./mailboxes";
export * from "./profiles";
export * from "./tickets";
