import { messages } from "@inbox/contracts";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { authClient, authErrorMessage, looksLikeEmail } from "@/lib/auth-client";
import { AuthLayout, FormError, OrDivider } from "../components/auth-layout";
import { GoogleButton } from "../components/google-button";
import { useAfterSignIn } from "../hooks/use-after-sign-in";

export function Component() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const afterSignIn = useAfterSignIn();

  // Google sends errors back here (?error=…).
  useEffect(() => {
    const error = params.get("error");
    if (!error) return;
    toast.error("Google sign in failed", params.get("error_description") ?? error.replaceAll("_", " "));
    params.delete("error");
    params.delete("error_description");
    setParams(params, { replace: true });
  }, [params, setParams]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!email.trim() || !password) {
      toast.error("An error occurred", messages.missingCredentials);
      return;
    }
    if (!looksLikeEmail(email)) {
      setFormError(authErrorMessage({ code: "INVALID_EMAIL" }));
      toast.error("An error occurred", authErrorMessage({ code: "INVALID_EMAIL" }));
      return;
    }
    setBusy(true);
    try {
      const { error } = await authClient.signIn.email({ email: email.trim(), password });
      if (error) {
        const message = authErrorMessage(error);
        toast.error("An error occurred", message);
        // Kept on the form: a BASE_URL to copy, or what to fix, outlives a toast.
        setFormError(message);
        return;
      }
      await afterSignIn();
    } catch (error) {
      toast.error("An error occurred", error instanceof Error ? error.message : "Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to your Inbox Autopilot workspace."
      footer={
        <>
          <p>
            Don&apos;t have an account?{" "}
            <Link to={paths.signup.getHref()} className="font-medium text-brand-700 hover:underline">
              Sign up
            </Link>
          </p>
          <p>
            <Link to={paths.home.getHref()} className="hover:underline">
              ← Back to home
            </Link>
          </p>
        </>
      }
    >
      <GoogleButton
        label="Continue with Google"
        busyLabel="Signing in..."
        callbackURL={paths.dashboard.getHref()}
        newUserCallbackURL={paths.userSignup.getHref()}
        errorTitle="Google sign in failed"
        errorFallback="Please try again."
      />
      <OrDivider label="or continue with email" />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="email">Email</Label>
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
          <div className="flex items-center justify-between">
            <Label htmlFor="password">Password</Label>
            <Link to={paths.forgotPassword.getHref()} className="text-sm text-brand-700 hover:underline">
              Forgot password?
            </Link>
          </div>
          <PasswordInput
            id="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <FormError message={formError} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </Button>
      </form>
    </AuthLayout>
  );
}
