export * from "./mime/automated";
export * from "./mime/parse";
export * from "./mime/quotes";
export * from "./mime/sanitize";
