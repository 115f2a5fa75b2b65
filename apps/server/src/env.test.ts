import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("configuration", () => {
  it("starts with no variables at all: embedded database, port 3000, ./data", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.INBOUND_SMTP_PORT).toBe(2525);
  });

  it("names each wrong variable and what it expects", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", ENCRYPTION_KEY: "short" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toMatch(/PORT: .*"eighty"/);
    expect(message).toMatch(/DATABASE_URL: a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(message).toMatch(/ENCRYPTION_KEY: 64 hexadecimal characters/);
  });

  it("treats an empty optional variable as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
