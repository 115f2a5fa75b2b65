import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubApi } from "@/testing/render";
import { DoNotReplyForm } from "../do-not-reply-form";

afterEach(() => vi.unstubAllGlobals());

const entry = (email: string, domain: string | null) => ({
  status: 201,
  body: { id: "d1", name: null, email, domain, createdAt: "2025-01-01T00:00:00.000Z" },
});

describe("adding to the do not reply list", () => {
  it("blocks everyone at a company's domain when the whole domain is chosen", async () => {
    const calls = stubApi(() => entry("promo@deal-blasts.test", "deal-blasts.test"));
    const { user } = renderWithApp(<DoNotReplyForm />);
    await user.type(screen.getByLabelText("Email to never reply to"), "promo@deal-blasts.test");
    await user.click(screen.getByRole("switch", { name: "The whole domain (everyone at deal-blasts.test)" }));
    await user.click(screen.getByRole("button", { name: "Add to list" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: "POST",
      path: "/do-not-reply",
      body: { email: "promo@deal-blasts.test", wholeDomain: true },
    });
    await waitFor(() => expect(screen.getByLabelText("Email to never reply to")).toHaveValue(""));
    expect(screen.getByRole("switch", { name: "The whole domain" })).not.toBeChecked();
  });

  it("refuses the whole of gmail.com as soon as it is chosen, saying why", async () => {
    const calls = stubApi(() => entry("pest@gmail.com", null));
    const { user } = renderWithApp(<DoNotReplyForm />);
    await user.type(screen.getByLabelText("Email to never reply to"), "pest@gmail.com");
    await user.click(screen.getByRole("switch", { name: "The whole domain (everyone at gmail.com)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "gmail.com is a public mail provider: blocking the whole domain would stop replies to every guest who writes from it. Block this address only.",
    );
    expect(screen.getByRole("button", { name: "Add to list" })).toBeDisabled();
    // Another address's domain may be blocked whole: the refusal goes with the address.
    await user.clear(screen.getByLabelText("Email to never reply to"));
    await user.type(screen.getByLabelText("Email to never reply to"), "pest@pest-mail.test");
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Add to list" })).toBeEnabled();
    expect(calls).toEqual([]);
  });

  it("says an address without a domain cannot be added, and shows the server's refusal of a duplicate", async () => {
    const duplicate = "Email OFFERS@spam-deals.test is already in the do not reply list";
    const calls = stubApi(() => ({ status: 409, body: { error: { code: "CONFLICT", message: duplicate } } }));
    const { user } = renderWithApp(<DoNotReplyForm />);
    const email = screen.getByLabelText("Email to never reply to");
    await user.type(email, "offers");
    await user.click(screen.getByRole("button", { name: "Add to list" }));
    expect(await screen.findByText("Could not extract domain from email")).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.clear(email);
    await user.type(email, "OFFERS@spam-deals.test");
    await user.click(screen.getByRole("button", { name: "Add to list" }));
    expect(await screen.findByText(duplicate)).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
  });
});
