import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubApi } from "@/testing/render";
import { CompanyForm } from "../company-form";

afterEach(() => vi.unstubAllGlobals());

describe("Create Your Company", () => {
  it("reads an address typed without https:// as https:// and creates the company", async () => {
    const calls = stubApi((method) => ({ status: method === "POST" ? 201 : 401, body: {} }));
    const onCreated = vi.fn();
    const { user } = renderWithApp(
      <CompanyForm urlLabel="Company URL" busyLabel="Creating..." onCreated={onCreated} />,
    );
    await user.type(screen.getByLabelText("Company Name"), "Hotel Aurora");
    await user.type(screen.getByLabelText("Company URL"), "hotel-aurora.com");
    await user.tab();
    expect(screen.getByLabelText("Company URL")).toHaveValue("https://hotel-aurora.com");
    await user.click(screen.getByRole("button", { name: "Create Company & Continue" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "POST")).toEqual({
      method: "POST",
      path: "/companies",
      body: { name: "Hotel Aurora", url: "https://hotel-aurora.com" },
    });
  });

  it("says why a name or an address is refused, beside the field", async () => {
    const calls = stubApi(() => ({ status: 201, body: {} }));
    const { user } = renderWithApp(
      <CompanyForm urlLabel="Company URL" busyLabel="Creating..." onCreated={() => {}} />,
    );
    await user.type(screen.getByLabelText("Company Name"), "A");
    await user.type(screen.getByLabelText("Company URL"), "hotel aurora");
    await user.click(screen.getByRole("button", { name: "Create Company & Continue" }));
    expect(await screen.findByText("Company name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid URL")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
