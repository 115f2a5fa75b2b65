import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubApi } from "@/testing/render";
import { PartnerDialog } from "../partner-dialog";

afterEach(() => vi.unstubAllGlobals());

const created = { status: 201, body: {} };

describe("Add New Partner", () => {
  it("says what is wrong under each field and sends nothing", async () => {
    const calls = stubApi(() => created);
    const { user } = renderWithApp(<PartnerDialog open onOpenChange={() => {}} partner={null} />);
    expect(screen.getByRole("switch", { name: "Active Partner" })).toBeChecked();
    await user.type(screen.getByLabelText("Email *"), "not an email");
    await user.click(screen.getByRole("button", { name: "Add Partner" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Name *")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
  });

  it("takes the whole domain, filled from the email, and sends it with the partner", async () => {
    const calls = stubApi(() => created);
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(<PartnerDialog open onOpenChange={onOpenChange} partner={null} />);
    await user.type(screen.getByLabelText("Name *"), "  Booking Partner ");
    await user.type(screen.getByLabelText("Email *"), "deals@booking-partner.test");
    expect(screen.getByText("Only mail from this address is taken for the partner.")).toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: "The whole domain" }));
    expect(screen.getByLabelText("Domain")).toHaveValue("booking-partner.test");
    await user.click(screen.getByRole("switch", { name: "Active Partner" }));
    await user.click(screen.getByRole("button", { name: "Add Partner" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/partners",
        body: {
          name: "Booking Partner",
          email: "deals@booking-partner.test",
          domain: "booking-partner.test",
          isActive: false,
        },
      },
    ]);
  });

  it("refuses the whole of a public mail provider, saying why, and adds the address alone", async () => {
    const calls = stubApi(() => created);
    const { user } = renderWithApp(<PartnerDialog open onOpenChange={() => {}} partner={null} />);
    await user.type(screen.getByLabelText("Name *"), "A guest");
    await user.type(screen.getByLabelText("Email *"), "guest@gmail.com");
    await user.click(screen.getByRole("switch", { name: "The whole domain" }));
    await user.click(screen.getByRole("button", { name: "Add Partner" }));
    expect(
      await screen.findByText(
        "gmail.com is a public mail provider: every guest who writes from it would be taken for this partner. Add this address only.",
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("switch", { name: "The whole domain" }));
    await user.click(screen.getByRole("button", { name: "Add Partner" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      name: "A guest",
      email: "guest@gmail.com",
      domain: null,
      isActive: true,
    });
  });
});

describe("Edit Partner", () => {
  it("shows the partner's values, and the domain follows the email", async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    const onOpenChange = vi.fn();
    const partner = {
      id: "p1",
      name: "Tour Agency",
      email: "hello@tours.test",
      domain: "tours-group.test",
      isActive: true,
      createdAt: "2025-01-01T00:00:00.000Z",
    };
    const { user } = renderWithApp(<PartnerDialog open onOpenChange={onOpenChange} partner={partner} />);
    expect(screen.getByRole("dialog", { name: "Edit Partner" })).toBeInTheDocument();
    expect(screen.getByLabelText("Domain")).toHaveValue("tours-group.test");
    await user.clear(screen.getByLabelText("Email *"));
    await user.type(screen.getByLabelText("Email *"), "hi@tour-agency.test");
    expect(screen.getByLabelText("Domain")).toHaveValue("tour-agency.test");
    await user.click(screen.getByRole("button", { name: "Update Partner" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]).toMatchObject({
      method: "PUT",
      path: "/partners/p1",
      body: { email: "hi@tour-agency.test", domain: "tour-agency.test" },
    });
  });
});
