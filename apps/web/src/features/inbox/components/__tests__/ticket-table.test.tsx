import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { TicketRow } from "../../api/tickets";
import { TicketTable } from "../ticket-table";

const ticket = (over: Partial<TicketRow>): TicketRow => ({
  id: "3f2a9c1e-0000-4000-8000-000000000001",
  status: "Open",
  priority: "medium",
  type: "guest",
  intent: "Parking",
  subject: "Parking for our car",
  assignedTo: "Lea Marti",
  requesterEmail: "anna.weber@example.com",
  requesterFirstName: "Anna",
  requesterLastName: "Weber",
  isInFeedbackLoop: false,
  hasUnsentReply: false,
  createdAt: "2025-03-01T10:00:00.000Z",
  ...over,
});
const rows = [
  ticket({}),
  ticket({ id: "9b1c0d2e-0000-4000-8000-000000000002", subject: "Late arrival", assignedTo: "Unassigned" }),
];

function renderTable(onOpen = vi.fn()) {
  render(
    <MemoryRouter>
      <TicketTable rows={rows} onOpen={onOpen} />
    </MemoryRouter>,
  );
  return onOpen;
}

describe("the Support Inbox tickets", () => {
  it("have the spec's columns, the channel always Email", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Processed messages" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["ID", "Subject", "Channel", "Type", "Intent", "Requester", "Date", "Assigned to"]);
    const parking = within(table).getByRole("row", { name: /Parking for our car/ });
    expect(within(parking).getByRole("cell", { name: "Email" })).toBeInTheDocument();
    expect(within(parking).getByText("3f2a9c1e")).toBeInTheDocument();
  });

  it("open a ticket by clicking its row, or by Tab then Enter", async () => {
    const onOpen = renderTable();
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toHaveTextContent("Late arrival");
    await user.keyboard("{Enter}");
    expect(onOpen).toHaveBeenLastCalledWith(rows[1]!.id);
    const table = screen.getByRole("table", { name: "Processed messages" });
    await user.click(within(table).getByRole("cell", { name: "Parking for our car" }));
    expect(onOpen).toHaveBeenLastCalledWith(rows[0]!.id);
  });

  it("on a phone are cards, each a link to its ticket saying what the row says", () => {
    renderTable();
    const cards = within(screen.getByRole("list", { name: "Processed messages" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const link = within(cards[0]!).getByRole("link");
    expect(link).toHaveAttribute("href", `/ticket/${rows[0]!.id}`);
    expect(link).toHaveTextContent("Parking for our car");
    expect(link).toHaveTextContent("Anna Weber · Guest · Email");
    expect(link).toHaveTextContent("Assigned to Lea Marti");
    expect(cards[1]).toHaveTextContent("Unassigned");
  });
});
