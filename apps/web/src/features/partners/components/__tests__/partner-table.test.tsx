import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PartnerTable } from "../partner-table";

const partners = [
  {
    id: "p1",
    name: "Booking Partner",
    email: "deals@booking-partner.test",
    domain: "booking-partner.test",
    isActive: true,
    createdAt: "2025-03-01T10:00:00.000Z",
  },
  {
    id: "p2",
    name: "Tour Agency",
    email: "hello@tours.test",
    domain: null,
    isActive: false,
    createdAt: "2025-03-02T10:00:00.000Z",
  },
];

describe("the partner table", () => {
  it("has the spec's columns, and a dash for no domain", () => {
    render(<PartnerTable rows={partners} onEdit={() => {}} />);
    const table = screen.getByRole("table", { name: "Partners" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Name", "Email", "Domain", "Status", "Created", "Actions"]);
    const tour = within(table).getByRole("row", { name: /Tour Agency/ });
    expect(within(tour).getByRole("cell", { name: "-" })).toBeInTheDocument();
    expect(within(tour).getByText("Inactive")).toBeInTheDocument();
  });

  it("on a phone, shows each partner as a card with everything the row says and its edit button", async () => {
    const onEdit = vi.fn();
    render(<PartnerTable rows={partners} onEdit={onEdit} />);
    const cards = within(screen.getByRole("list", { name: "Partners" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const [booking] = cards;
    expect(booking).toHaveTextContent("Booking Partner");
    expect(booking).toHaveTextContent("deals@booking-partner.test");
    expect(booking).toHaveTextContent("booking-partner.test");
    expect(booking).toHaveTextContent("Active");
    expect(booking).toHaveTextContent(new Date(partners[0]!.createdAt).toLocaleDateString());
    expect(cards[1]).toHaveTextContent("-");
    await userEvent.click(within(booking!).getByRole("button", { name: "Edit Booking Partner" }));
    expect(onEdit).toHaveBeenCalledWith(partners[0]);
  });
});
