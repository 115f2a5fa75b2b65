import { describe, expect, it } from "vitest";
import { authValidationMessage, explainAuthError } from "./auth-errors";
import { isLocalHostname, originsReachedOn } from "./trusted-origins";

describe("which page addresses may sign in", () => {
  it("knows this machine and the local network from a public name", () => {
    for (const host of ["localhost", "app.localhost", "127.0.0.1", "127.1.2.3", "[::1]", "10.0.0.7"])
      expect({ host, local: isLocalHostname(host) }).toEqual({ host, local: true });
    for (const host of [
      "192.168.1.20",
      "172.20.1.1",
      "169.254.3.3",
      "[fd12::1]",
      "[fe80::1]",
      "[::ffff:127.0.0.1]",
    ])
      expect({ host, local: isLocalHostname(host) }).toEqual({ host, local: true });
    for (const host of ["hotel-aurora.com", "8.8.8.8", "172.32.0.1", "[2001:db8::1]", "localhost.evil.com"])
      expect({ host, local: isLocalHostname(host) }).toEqual({ host, local: false });
  });

  it("trusts the loopback or private address the page was reached at, never a DNS name", () => {
    const at = (host: string) => originsReachedOn(new Request(`http://${host}/api/auth/sign-up/email`));
    expect(at("127.0.0.1:3000")).toEqual(["http://127.0.0.1:3000", "https://127.0.0.1:3000"]);
    expect(at("192.168.1.20:3000")).toEqual(["http://192.168.1.20:3000", "https://192.168.1.20:3000"]);
    expect(at("hotel-aurora.com")).toEqual([]);
    expect(originsReachedOn(undefined)).toEqual([]);
  });
});

// Better Auth skips its origin check under NODE_ENV=test; e2e/tests/first-hour.test.ts runs the real check in
// Chromium against a production server started without BASE_URL.
describe("Better Auth's refusals in words", () => {
  const refusal = (code: string, message: string, status = 403) =>
    new Response(JSON.stringify({ code, message }), {
      status,
      headers: { "content-type": "application/json", "content-length": "40" },
    });
  const from = (origin: string) =>
    new Request("http://hotel.example:3000/api/auth/sign-up/email", { method: "POST", headers: { origin } });

  it("an untrusted page address names the BASE_URL to set", async () => {
    const res = await explainAuthError(
      from("http://hotel.example:3000"),
      refusal("INVALID_ORIGIN", "Invalid origin"),
      { baseUrl: "http://localhost:3000" },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: "INVALID_ORIGIN",
      message:
        "This server does not accept sign-ins from http://hotel.example:3000: it is set up for http://localhost:3000. Open http://localhost:3000 instead, or set BASE_URL=http://hotel.example:3000 in the server's environment and restart it.",
    });
  });

  it("a validation error names the field and what to do", async () => {
    const words = async (message: string) =>
      (await (
        await explainAuthError(from("http://localhost:3000"), refusal("VALIDATION_ERROR", message, 400), {
          baseUrl: "http://localhost:3000",
        })
      ).json()) as { message: string };
    expect((await words("[body.email] Invalid email address")).message).toBe(
      "Please enter a valid email address, like name@yourhotel.com.",
    );
    expect((await words("[body.password] Invalid input: expected string, received undefined")).message).toBe(
      "Please fill in the password.",
    );
    expect(authValidationMessage("[body.name] Too small: expected string to have >=1 characters")).toBe(
      "Please fill in the name.",
    );
  });

  it("leaves every other answer as it is", async () => {
    const ok = new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
    expect(await explainAuthError(from("http://x.test"), ok, { baseUrl: "http://localhost:3000" })).toBe(ok);
    const other = refusal("INVALID_EMAIL_OR_PASSWORD", "Invalid email or password", 401);
    expect(await explainAuthError(from("http://x.test"), other, { baseUrl: "http://localhost:3000" })).toBe(
      other,
    );
  });
});
