import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubApi } from "@/testing/render";
import { ResponsableDialog } from "../responsable-dialog";

afterEach(() => vi.unstubAllGlobals());

describe("Add New Responsable", () => {
  it("says what is missing under each field and sends nothing", async () => {
    const calls = stubApi(() => ({ status: 201, body: {} }));
    const { user } = renderWithApp(<ResponsableDialog open onOpenChange={() => {}} responsable={null} />);
    await user.type(screen.getByLabelText("Email"), "not an email");
    await user.click(screen.getByRole("button", { name: "Create Responsable" }));
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal of a second responsable with the same email under the Email field", async () => {
    const refusal =
      "lea@aurora.test is already a responsable in your company. Edit that responsable instead.";
    const calls = stubApi(() => ({ status: 409, body: { error: { code: "CONFLICT", message: refusal } } }));
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(<ResponsableDialog open onOpenChange={onOpenChange} responsable={null} />);
    await user.type(screen.getByLabelText("First Name"), "Lea");
    await user.type(screen.getByLabelText("Last Name"), "Marti");
    await user.type(screen.getByLabelText("Email"), "lea@aurora.test");
    await user.click(screen.getByLabelText("Set as default responsable"));
    await user.click(screen.getByRole("button", { name: "Create Responsable" }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/escalation-responsables",
        body: { firstName: "Lea", lastName: "Marti", email: "lea@aurora.test", isDefaultResponsable: true },
      },
    ]);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("edits a responsable with their values filled in, and closes when saved", async () => {
    const calls = stubApi(() => ({ status: 200, body: {} }));
    const onOpenChange = vi.fn();
    const lea = {
      id: "r1",
      firstName: "Lea",
      lastName: "Marti",
      email: "lea@aurora.test",
      isDefaultResponsable: false,
      intents: [],
    };
    const { user } = renderWithApp(<ResponsableDialog open onOpenChange={onOpenChange} responsable={lea} />);
    expect(screen.getByRole("dialog", { name: "Edit Responsable" })).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Last Name"));
    await user.type(screen.getByLabelText("Last Name"), "Rossi");
    await user.click(screen.getByRole("button", { name: "Update Responsable" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]).toMatchObject({
      method: "PATCH",
      path: "/escalation-responsables/r1",
      body: { lastName: "Rossi" },
    });
  });
});
