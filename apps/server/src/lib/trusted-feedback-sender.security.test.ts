import { describe, expect, it } from "vitest";
import { isTrustedFeedbackSender, plainAddress } from "./trusted-feedback-sender";

const ticket = {
  responsableEmails: ["Marta.Ruiz@Hotel-Aurora.test"],
  mailboxUserEmails: ["owner@hotel-aurora.test"],
};

describe("a feedback answer by email teaches the agent only from the right people", () => {
  it("accepts the responsable who was asked, whatever the case or display name", () => {
    expect(isTrustedFeedbackSender({ ...ticket, from: "marta.ruiz@hotel-aurora.test" })).toBe(true);
    expect(isTrustedFeedbackSender({ ...ticket, from: "Marta Ruiz <MARTA.RUIZ@hotel-aurora.test>" })).toBe(
      true,
    );
  });

  it("accepts a user of the mailbox", () => {
    expect(isTrustedFeedbackSender({ ...ticket, from: "The Owner <owner@hotel-aurora.test>" })).toBe(true);
  });

  it("refuses anyone else: the customer, a look-alike address, a display name that only mentions the responsable", () => {
    for (const from of [
      "guest@example.com",
      "marta.ruiz@hotel-aurora.test.evil.example",
      "marta.ruiz@hotel-aurora.tes",
      '"marta.ruiz@hotel-aurora.test" <attacker@example.com>',
      "marta.ruiz@hotel-aurora.test <attacker@example.com>",
      "attacker@example.com, marta.ruiz@hotel-aurora.test",
      "",
      null,
      undefined,
    ])
      expect(isTrustedFeedbackSender({ ...ticket, from })).toBe(false);
  });

  it("refuses everyone when the ticket has nobody to vouch for", () => {
    expect(
      isTrustedFeedbackSender({
        from: "owner@hotel-aurora.test",
        responsableEmails: [],
        mailboxUserEmails: [null],
      }),
    ).toBe(false);
  });

  it("reads one plain address out of a From value", () => {
    expect(plainAddress("Ana <Ana@X.test>")).toBe("ana@x.test");
    expect(plainAddress("a@x.test, b@y.test")).toBeNull();
    expect(plainAddress("not an address")).toBeNull();
  });
});
