import { MIN_PASSWORD_LENGTH, messages } from "@inbox/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { authClient, authErrorMessage, looksLikeEmail } from "@/lib/auth-client";
import { getMe, meQueryKey } from "../api/get-me";
import { AuthLayout, FormError, OrDivider } from "../components/auth-layout";
import { GoogleButton } from "../components/google-button";

const perks = ["15 days free", "No credit card required", "Full access to the AI agent", "Cancel anytime"];

export function Component() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!email.trim() || !password) {
      toast.error("Sign up failed", messages.missingCredentials);
      return;
    }
    if (!looksLikeEmail(email)) {
      setFormError(authErrorMessage({ code: "INVALID_EMAIL" }));
      toast.error("Sign up failed", authErrorMessage({ code: "INVALID_EMAIL" }));
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast.error("Password too short", messages.passwordTooShort);
      return;
    }
    setBusy(true);
    try {
      const { error } = await authClient.signUp.email({
        name: name.trim() || email.trim().split("@")[0],
        email: email.trim(),
        password,
      });
      if (error) {
        const message = authErrorMessage(error);
        toast.error("Sign up failed", message);
        // Kept on the form: a BASE_URL to copy, or what to fix, outlives a toast.
        setFormError(message);
        return;
      }
      queryClient.setQueryData(meQueryKey, await getMe());
      navigate(paths.userSignup.getHref(), { replace: true });
    } catch (error) {
      toast.error("Sign up failed", error instanceof Error ? error.message : "Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Start Your Free Trial"
      subtitle={
        <h2 className="text-base font-medium text-slate-700">
          Create Your Account with your Support Mailbox
        </h2>
      }
      footer={
        <p>
          Already have an account?{" "}
          <Link to={paths.signin.getHref()} className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <ul className="mb-6 grid grid-cols-2 gap-2 text-sm text-slate-700">
        {perks.map((perk) => (
          <li key={perk} className="flex items-center gap-2">
            <Check aria-hidden className="size-4 text-green-600" />
            {perk}
          </li>
        ))}
      </ul>
      <GoogleButton
        label="Sign up with Google"
        busyLabel="Connecting..."
        callbackURL={paths.userSignup.getHref()}
        newUserCallbackURL={paths.userSignup.getHref()}
        errorTitle="Google signup failed"
        errorFallback="An error occurred with Google signup."
      />
      <OrDivider label="or continue with email" />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="name">Full name</Label>
          <Input
            id="name"
            autoComplete="name"
            placeholder="Ana Lopez"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="email">Work email</Label>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            placeholder="you@yourhotel.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="password">Password</Label>
          <PasswordInput
            id="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="password-hint"
          />
          <p id="password-hint" className="text-xs text-slate-500">
            {messages.passwordTooShort}
          </p>
        </div>
        <FormError message={formError} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Creating account..." : "Create account"}
        </Button>
      </form>
    </AuthLayout>
  );
}
