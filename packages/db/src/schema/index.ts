export * from "./app";
export * from "./auth";
export * from "./enums";
export * from "./knowledge-import";
export * from "./report-rollups";
export * from "./team";
