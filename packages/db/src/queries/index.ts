export * from "./dev-outbox";
export * from "./mailboxes";
export * from "./profiles";
export * from "./tickets";
