import { createServer, type Server } from "node:net";
import type { ImapSmtpSettings } from "@inbox/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isNonPublicAddress, resolveMailHost } from "./host-check";
import { freePort } from "./testing/dovecot";
import { verifyMailboxSettings } from "./verify";

const settingsFor = (host: string, port: number): ImapSmtpSettings => ({
  email: "desk@hotel.test",
  user: "desk@hotel.test",
  password: "secret",
  imap: { host, port, security: "none" },
  smtp: { host, port, security: "none" },
});

describe("Test connection never reaches into the server's own network", () => {
  it.each([
    "127.0.0.1",
    "10.0.0.5",
    "172.20.1.1",
    "192.168.1.20",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "[::1]",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "64:ff9b::a00:1",
    "localhost",
  ])("refuses %s before connecting, with a message saying why", async (host) => {
    const result = await verifyMailboxSettings(settingsFor(host, 993), { uniformFailureMs: 0 });
    expect(result).toMatchObject({ ok: false, server: "imap", reason: "private" });
    if (!result.ok) expect(result.message).toContain("private or local network address");
  });

  it("checks every address a name resolves to, not only the first", async () => {
    const resolve = (async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.1.2.3", family: 4 },
    ]) as unknown as typeof import("node:dns/promises").lookup;
    expect(await resolveMailHost("mail.example.com", { resolve })).toEqual({
      ok: false,
      reason: "private",
      address: "10.1.2.3",
    });
    expect(await resolveMailHost("mail.example.com", { resolve, allowPrivate: true })).toEqual({
      ok: true,
      address: "93.184.216.34",
    });
  });

  it("treats public addresses as public", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2a00:1450:4001:82b::200e", "::ffff:8.8.8.8"])
      expect(isNonPublicAddress(address)).toBe(false);
  });
});

describe("Test connection gives one answer for every port without a usable mail server", () => {
  let silent: Server;
  let chatty: Server;
  let silentPort: number;
  let chattyPort: number;
  beforeAll(async () => {
    // A port that accepts and says nothing, and one that speaks something other than IMAP (an HTTP-ish banner).
    silent = createServer(() => {});
    chatty = createServer((socket) => {
      socket.end("HTTP/1.1 400 Bad Request\r\n\r\n");
    });
    silentPort = await listen(silent);
    chattyPort = await listen(chatty);
  });
  afterAll(() => {
    silent?.close();
    chatty?.close();
  });

  it("answers a closed, a silent and a non-IMAP port alike, and no sooner than the uniform delay", async () => {
    const closedPort = await freePort();
    const options = { allowPrivateHosts: true, timeoutSeconds: 1, uniformFailureMs: 1500 };
    const results = [];
    for (const port of [closedPort, silentPort, chattyPort]) {
      const started = Date.now();
      const result = await verifyMailboxSettings(settingsFor("127.0.0.1", port), options);
      results.push({ result, ms: Date.now() - started, port });
    }
    for (const { result, ms, port } of results) {
      expect(result).toEqual({
        ok: false,
        server: "imap",
        reason: "unreachable",
        message: `No IMAP server could be reached at 127.0.0.1:${port}. Check the host name, the port and the security setting (SSL/TLS, STARTTLS or none).`,
      });
      expect(ms).toBeGreaterThanOrEqual(1450);
    }
  });
});

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
}
