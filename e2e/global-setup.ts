import "vitest";
import type { TestProject } from "vitest/node";
import { type AppServer, startAppServer } from "./support/app-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    devOutboxToken: string;
  }
}

let server: AppServer | undefined;

/** One product server for the end-to-end tests that need no special configuration. */
export default async function setup(project: TestProject) {
  server = await startAppServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("devOutboxToken", server.devOutboxToken);
  return async () => {
    await server?.stop();
  };
}
