export * from "./compose/reply";
export * from "./connectors/imap";
export * from "./connectors/types";
export * from "./forwarding/server";
export * from "./mime/automated";
export * from "./mime/parse";
export * from "./mime/quotes";
export * from "./mime/sanitize";
