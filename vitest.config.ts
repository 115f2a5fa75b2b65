import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "**/*.security.test.ts"],
          setupFiles: ["./scripts/vitest-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run test:security`: what an attacker would try (tenant isolation, limits, hostile input), beside the code
        // each test guards.
        test: {
          name: "security",
          include: ["packages/*/src/**/*.security.test.ts", "apps/server/src/**/*.security.test.ts"],
          setupFiles: ["./scripts/vitest-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's components (forms and dialogs) in happy-dom with Testing Library, as a user finds them.
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["./scripts/vitest-setup.ts", "./apps/web/src/testing/setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/tests/**/*.test.ts"],
          globalSetup: ["./e2e/global-setup.ts"],
          setupFiles: ["./scripts/vitest-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A page waits on a real server and browser: vitest's 1 s default for polled assertions flakes on a busy
          // CI machine (a dashboard's first rows after sign-in), so the browser tests wait as long as a person would.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
