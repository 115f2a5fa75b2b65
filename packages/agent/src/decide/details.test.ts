import { describe, expect, it } from "vitest";
import type { KnowledgeItem } from "../brains/types";
import { unsupportedDetails } from "./details";

const breakfast = {
  question: "Ist das Frühstück inklusive?",
  answer:
    "Das Frühstück ist in allen Preisen inbegriffen und wird von 7:00 bis 10:30 Uhr im Seesaal serviert.",
  language: "de",
} as KnowledgeItem;
const checkInOut = {
  question: "What time is check-in and check-out?",
  answer: "Check-in is from 15:00 and check-out until 11:00.",
  language: "en",
} as KnowledgeItem;

describe("the details a question names (issue 22)", () => {
  it("reads a time as the guest wrote it, and only a time within the entry's hours is given", () => {
    expect(unsupportedDetails("Gibt es sonntags ein Frühstück bis 11:30 Uhr?", breakfast, "de")).toContain(
      "11:30",
    );
    expect(unsupportedDetails("Gibt es um 9:30 Uhr noch Frühstück?", breakfast, "de")).toEqual([]);
  });

  it("does not answer a check-in time with check-out's bound", () => {
    expect(unsupportedDetails("Could we check in at 9 am?", checkInOut, "en")).toContain("9:00");
    expect(unsupportedDetails("Could we check in at 6 pm?", checkInOut, "en")).toEqual([]);
  });

  it("counts a weight or a height the entry does not give as a detail", () => {
    expect(unsupportedDetails("Is a dog of 48 kg fine?", checkInOut, "en")).toContain("48 kg");
  });
});
