import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { renderWithApp } from "@/testing/render";
import { ChangePasswordForm } from "../change-password-form";

const { changePassword } = vi.hoisted(() => ({ changePassword: vi.fn() }));
vi.mock("@/lib/auth-client", async (original) => ({
  ...(await original<typeof import("@/lib/auth-client")>()),
  authClient: { changePassword },
}));

beforeEach(() => changePassword.mockReset());

function renderForm() {
  const rendered = renderWithApp(
    <>
      <ChangePasswordForm />
      <Toaster />
    </>,
  );
  const form = screen.getByRole("form", { name: "Change password" });
  const fill = async (current: string, next: string, confirm: string) => {
    if (current) await rendered.user.type(within(form).getByLabelText("Current password"), current);
    if (next) await rendered.user.type(within(form).getByLabelText("New password"), next);
    if (confirm) await rendered.user.type(within(form).getByLabelText("Confirm new password"), confirm);
    await rendered.user.click(within(form).getByRole("button", { name: "Change password" }));
  };
  return { form, fill };
}

describe("Change password in the profile dialog", () => {
  it("says the new passwords do not match, under the confirmation, and changes nothing", async () => {
    const { form, fill } = renderForm();
    await fill("first-pass-1", "second-pass-2", "second-pass-3");
    expect(await within(form).findByText("Passwords don't match. Please try again.")).toBeInTheDocument();
    expect(within(form).getByLabelText("Confirm new password")).toHaveAttribute("aria-invalid", "true");
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("says a new password is too short and the current one is missing", async () => {
    const { form, fill } = renderForm();
    await fill("", "abc", "abc");
    expect(await within(form).findByText("Password must be at least 6 characters long")).toBeInTheDocument();
    expect(within(form).getByText("Please fill in your current password.")).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("says when the current password is not right", async () => {
    changePassword.mockResolvedValue({ data: null, error: { status: 400, code: "INVALID_PASSWORD" } });
    const { form, fill } = renderForm();
    await fill("wrong-pass-1", "second-pass-2", "second-pass-2");
    expect(await within(form).findByText("The current password is not right.")).toBeInTheDocument();
    expect(within(form).getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
  });

  it("changes the password, ends the other sessions, says so and empties the fields", async () => {
    changePassword.mockResolvedValue({ data: {}, error: null });
    const { form, fill } = renderForm();
    await fill("first-pass-1", "second-pass-2", "second-pass-2");
    expect(await screen.findByText("Password changed")).toBeInTheDocument();
    expect(screen.getByText("You are signed out everywhere else.")).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: "first-pass-1",
      newPassword: "second-pass-2",
      revokeOtherSessions: true,
    });
    await waitFor(() => expect(within(form).getByLabelText("New password")).toHaveValue(""));
  });
});
