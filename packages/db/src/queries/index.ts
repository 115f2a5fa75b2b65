export * from "./dev-outbox";
export * from "./profiles";
