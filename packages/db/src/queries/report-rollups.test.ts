import { describe, expect, it } from "vitest";
import { cutPeriod, DAY_MS, HOUR_MS } from "./report-rollups";

const at = (iso: string) => new Date(iso);
const iso = (ranges: { lo: Date; hi: Date }[]) => ranges.map((r) => [r.lo.toISOString(), r.hi.toISOString()]);

describe("cutting a report period between the roll-ups and the rows", () => {
  it("Zurich's midnights fall on whole hours: the sealed days are one run of hours, today is read live", () => {
    const midnights = ["2026-01-09T23:00:00Z", "2026-01-10T23:00:00Z", "2026-01-11T23:00:00Z"].map(at);
    const cut = cutPeriod(midnights, HOUR_MS, at("2026-01-11T00:00:00Z"));
    expect(iso(cut.rolled)).toEqual([["2026-01-09T23:00:00.000Z", "2026-01-11T00:00:00.000Z"]]);
    expect(iso(cut.live)).toEqual([["2026-01-11T00:00:00.000Z", "2026-01-11T23:00:00.000Z"]]);
  });

  it("Kolkata's midnights cut an hour in two: that hour is read live, so every mail lands on its own day", () => {
    const midnights = ["2026-01-09T18:30:00Z", "2026-01-10T18:30:00Z", "2026-01-11T18:30:00Z"].map(at);
    const cut = cutPeriod(midnights, HOUR_MS, at("2026-02-01T00:00:00Z"));
    expect(iso(cut.rolled)).toEqual([
      ["2026-01-09T19:00:00.000Z", "2026-01-10T18:00:00.000Z"],
      ["2026-01-10T19:00:00.000Z", "2026-01-11T18:00:00.000Z"],
    ]);
    expect(iso(cut.live)).toEqual([
      ["2026-01-09T18:30:00.000Z", "2026-01-09T19:00:00.000Z"],
      ["2026-01-10T18:00:00.000Z", "2026-01-10T19:00:00.000Z"],
      ["2026-01-11T18:00:00.000Z", "2026-01-11T18:30:00.000Z"],
    ]);
  });

  it("the UTC days of a period and the one before: the day holding the reader's midnight between them is live", () => {
    const bounds = ["2026-01-02T23:00:00Z", "2026-01-09T23:00:00Z", "2026-01-16T23:00:00Z"].map(at);
    const cut = cutPeriod(bounds, DAY_MS, at("2026-01-20T00:00:00Z"));
    expect(iso(cut.rolled)).toEqual([
      ["2026-01-03T00:00:00.000Z", "2026-01-09T00:00:00.000Z"],
      ["2026-01-10T00:00:00.000Z", "2026-01-16T00:00:00.000Z"],
    ]);
    expect(iso(cut.live)).toEqual([
      ["2026-01-02T23:00:00.000Z", "2026-01-03T00:00:00.000Z"],
      ["2026-01-09T00:00:00.000Z", "2026-01-10T00:00:00.000Z"],
      ["2026-01-16T00:00:00.000Z", "2026-01-16T23:00:00.000Z"],
    ]);
  });

  it("nothing sealed yet: the whole period is read live", () => {
    const cut = cutPeriod([at("2026-01-01T00:00:00Z"), at("2026-01-08T00:00:00Z")], HOUR_MS, null);
    expect(cut.rolled).toEqual([]);
    expect(iso(cut.live)).toEqual([["2026-01-01T00:00:00.000Z", "2026-01-08T00:00:00.000Z"]]);
  });
});
