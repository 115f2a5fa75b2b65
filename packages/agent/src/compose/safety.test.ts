import { describe, expect, it } from "vitest";
import { checkReplySafety } from "./safety";

const knowledge = [
  "Check-in is from 15:00 and check-out until 11:00. Parking costs €15 per night. Call +41 22 555 0101 or write to desk@aurora.test.",
  "Cancellations are free up to 48 hours before arrival; after that the first night is charged. Our site: https://aurora.test/rooms",
];

describe("safety check", () => {
  it("passes a reply whose facts all come from the knowledge", () => {
    const reply =
      "Check-in is from 15:00. Parking costs €15 per night; see https://aurora.test/rooms or call +41 22 555 0101.";
    expect(checkReplySafety(reply, knowledge)).toEqual({ ok: true, problems: [] });
  });

  it("stops an invented price, time, link and address", () => {
    const result = checkReplySafety(
      "Parking is €25 per night, breakfast at 7:30, book at https://evil.test and mail boss@aurora.test.",
      knowledge,
    );
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        'the figure "€25"',
        'the figure "7:30"',
        "the link https://evil.test",
        "the address boss@aurora.test",
      ]),
    );
  });

  it("stops a refund or discount promise the knowledge does not make", () => {
    expect(checkReplySafety("We will refund your stay in full.", knowledge).problems).toContain(
      "a promise of refund",
    );
    expect(
      checkReplySafety("As a gesture we offer a discount on your next stay.", knowledge).problems,
    ).toContain("a promise of discount");
    expect(
      checkReplySafety("Refunds are processed in 5 days.", ["Refunds are processed in 5 days."]).ok,
    ).toBe(true);
  });
});
