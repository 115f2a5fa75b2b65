import type { ImapSmtpSettings } from "@inbox/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Dovecot, freePort, startDovecot } from "./testing/dovecot";
import { type SmtpSink, startSmtpSink } from "./testing/smtp-sink";
import { verifyMailboxSettings as verify } from "./verify";

// The test servers run on loopback, which a real server refuses unless ALLOW_PRIVATE_MAIL_HOSTS is set.
const verifyMailboxSettings = (settings: ImapSmtpSettings) =>
  verify(settings, { allowPrivateHosts: true, uniformFailureMs: 0 });

let dovecot: Dovecot;
let smtp: SmtpSink;
let good: ImapSmtpSettings;

beforeAll(async () => {
  dovecot = await startDovecot({ users: [{ user: "desk@hotel.test", password: "right" }] });
  smtp = await startSmtpSink({ user: "desk@hotel.test", password: "right" });
  good = {
    email: "desk@hotel.test",
    user: "desk@hotel.test",
    password: "right",
    imap: { host: "127.0.0.1", port: dovecot.port, security: "none" },
    smtp: { host: "127.0.0.1", port: smtp.port, security: "none" },
  };
});
afterAll(async () => {
  await smtp?.close();
  await dovecot?.dispose();
});

describe("Test connection", () => {
  it("logs in to both servers with the right password", async () => {
    expect(await verifyMailboxSettings(good)).toEqual({ ok: true });
  });

  it("says which server refused a wrong password", async () => {
    const result = await verifyMailboxSettings({ ...good, password: "wrong" });
    expect(result).toMatchObject({ ok: false, server: "imap", reason: "auth" });
  });

  it("says when no server answers on the port, or the host does not exist", async () => {
    const closed = await freePort();
    expect(await verifyMailboxSettings({ ...good, imap: { ...good.imap, port: closed } })).toMatchObject({
      ok: false,
      server: "imap",
      reason: "unreachable",
    });
    expect(await verifyMailboxSettings({ ...good, smtp: { ...good.smtp, port: closed } })).toMatchObject({
      ok: false,
      server: "smtp",
      reason: "unreachable",
    });
    const unknown = await verifyMailboxSettings({
      ...good,
      imap: { ...good.imap, host: "mail.no-such-host.invalid" },
    });
    expect(unknown).toMatchObject({ ok: false, server: "imap", reason: "host" });
    if (!unknown.ok) expect(unknown.message).toContain('"mail.no-such-host.invalid" could not be found');
  });
});
