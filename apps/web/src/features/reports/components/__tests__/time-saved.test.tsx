import type { ReportFigures, ReportSummary } from "@inbox/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubApi } from "@/testing/render";
import { TimeSavedCard } from "../time-saved";

afterEach(() => vi.unstubAllGlobals());

const figures = (repliedLive: number, minutes: number): ReportFigures => ({
  received: repliedLive,
  handled: { total: repliedLive, repliedLive, draftSentByPerson: 0, draftNotSent: 0 },
  handedToPeople: {
    total: 0,
    escalated: 0,
    askedResponsable: 0,
    translation: 0,
    unsupportedLanguage: 0,
    answeredInPart: 0,
  },
  closed: { total: 0, skipped: 0, filtered: 0 },
  other: 0,
  automationRate: repliedLive ? 1 : null,
  firstResponse: {
    agent: { count: 0, median: null, p90: null },
    people: { count: 0, median: null, p90: null },
  },
  minutesSaved: repliedLive * minutes,
});

const summary = (canEditSettings: boolean): ReportSummary => ({
  period: {
    from: "2026-01-10",
    to: "2026-01-16",
    days: 7,
    previousFrom: "2026-01-03",
    previousTo: "2026-01-09",
  },
  // 150 replies at 4 minutes: 10 hours in the week, the landing page's promise.
  current: figures(150, 4),
  previous: figures(120, 4),
  perDay: [],
  minutesSavedPerMail: 4,
  canEditSettings,
});

describe("Time saved", () => {
  it("shows the hours saved, per week, and the change from the week before", () => {
    renderWithApp(<TimeSavedCard summary={summary(true)} />);
    expect(screen.getByText("10 h")).toBeInTheDocument();
    expect(screen.getByText("About 10 h a week, at 4 min per answered mail")).toBeInTheDocument();
    expect(screen.getByText("+2 h")).toBeInTheDocument();
  });

  it("refuses 0 minutes with a sentence and sends nothing, then saves 6", async () => {
    const calls = stubApi(() => ({ status: 200, body: { minutesSavedPerMail: 6 } }));
    const { user } = renderWithApp(<TimeSavedCard summary={summary(true)} />);
    await user.click(screen.getByRole("button", { name: "Change minutes per mail" }));
    const input = screen.getByLabelText("Minutes per mail");
    await user.clear(input);
    await user.type(input, "0");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("At least 1 minute")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
    await user.clear(input);
    await user.type(input, "6");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(calls).toEqual([{ method: "PUT", path: "/reports/settings", body: { minutesSavedPerMail: 6 } }]),
    );
  });

  it("a colleague who is not the owner reads the minutes but cannot change them", () => {
    renderWithApp(<TimeSavedCard summary={summary(false)} />);
    expect(screen.queryByRole("button", { name: "Change minutes per mail" })).toBeNull();
    expect(screen.getByText("The company's owner sets the minutes per mail.")).toBeInTheDocument();
  });
});
