import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { authClient, authErrorMessage } from "@/lib/auth-client";
import { AuthLayout } from "../components/auth-layout";

export function Component() {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { error } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: paths.resetPassword.getHref(),
      });
      if (error) {
        toast.error("Error", authErrorMessage(error));
        return;
      }
      toast.success("Reset email sent", "Check your email for password reset instructions.");
      setSentTo(email.trim());
    } catch (error) {
      toast.error("Error", error instanceof Error ? error.message : "Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const backToSignIn = (
    <p>
      <Link to={paths.signin.getHref()} className="font-medium text-brand-700 hover:underline">
        ← Back to sign in
      </Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthLayout title="Check your email" footer={backToSignIn}>
        <div className="space-y-4 text-sm text-slate-700">
          <MailCheck aria-hidden className="size-10 text-brand-600" />
          <p>
            We sent password reset instructions to <strong className="text-slate-900">{sentTo}</strong>.
          </p>
          <p className="text-slate-600">Can&apos;t find it? Look in your spam or junk folder.</p>
          <Button type="button" variant="outline" className="w-full" onClick={() => setSentTo(null)}>
            Try different email
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="email">Email</Label>
          <Input
            id="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@yourhotel.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send reset instructions"}
        </Button>
      </form>
    </AuthLayout>
  );
}
