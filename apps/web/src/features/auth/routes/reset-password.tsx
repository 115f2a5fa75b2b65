import { MIN_PASSWORD_LENGTH, messages } from "@inbox/contracts";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { authClient, authErrorMessage } from "@/lib/auth-client";
import { AuthLayout } from "../components/auth-layout";

export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkError = params.get("error");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  if (!token || linkError) {
    return (
      <AuthLayout title="Reset link not valid">
        <p className="text-sm text-slate-700">
          This password reset link is invalid or has expired. Ask for a new one and use it within an hour.
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to={paths.forgotPassword.getHref()}>Send a new link</Link>
        </Button>
      </AuthLayout>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Spec 000 §5: the mismatch check comes first.
    if (password !== confirm) {
      toast.error("Password mismatch", messages.passwordMismatch);
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast.error("Password too short", messages.passwordTooShort);
      return;
    }
    setBusy(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token: token ?? "" });
      if (error) {
        toast.error("Error updating password", authErrorMessage(error));
        return;
      }
      toast.success("Password updated", "Your password has been successfully updated.");
      navigate(paths.signin.getHref(), { replace: true });
    } catch (error) {
      toast.error("Error updating password", error instanceof Error ? error.message : "Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="Enter it twice to be sure it is the one you meant.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="new-password">New Password</Label>
          <PasswordInput
            id="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="password-hint"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="confirm-password">Confirm Password</Label>
          <PasswordInput
            id="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-describedby="password-hint"
          />
        </div>
        <p id="password-hint" className="text-xs text-slate-500">
          {messages.passwordTooShort}
        </p>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Updating..." : "Update password"}
        </Button>
      </form>
    </AuthLayout>
  );
}
