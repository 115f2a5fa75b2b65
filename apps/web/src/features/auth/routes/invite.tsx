import { MIN_PASSWORD_LENGTH, messages } from "@inbox/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { PageSpinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { authClient, authErrorMessage } from "@/lib/auth-client";
import { getMe, meQueryKey, useMe } from "../api/get-me";
import { acceptInvitation, type InvitationView, useInvitation } from "../api/invitation";
import { AuthLayout, FormError, OrDivider } from "../components/auth-layout";
import { GoogleButton } from "../components/google-button";
import { useSignOut } from "../hooks/use-sign-out";

const ENDED: Record<Exclude<InvitationView["state"], "pending">, (i: InvitationView) => string> = {
  expired: (i) =>
    `This invitation to ${i.companyName} has expired: links work for 7 days. Ask ${i.invitedBy ?? "the person who invited you"} to send a new one.`,
  accepted: (i) => `This invitation to ${i.companyName} has already been used. Sign in to open the inbox.`,
  revoked: (i) =>
    `This invitation to ${i.companyName} was withdrawn. Ask ${i.invitedBy ?? "the person who invited you"} if you should still join.`,
};

/** /invite/:token: the invitee signs up or signs in with the invited address, then joins and lands in the inbox. */
export function Component() {
  const { token = "" } = useParams();
  const invitation = useInvitation(token);
  const me = useMe();
  const signOut = useSignOut();

  if (invitation.isPending || me.isPending) return <PageSpinner />;
  if (invitation.isError) {
    const message =
      invitation.error instanceof ApiError ? invitation.error.message : "The invitation could not be loaded.";
    return (
      <AuthLayout
        title="Invitation not found"
        footer={<Link to={paths.signin.getHref()}>Go to sign in</Link>}
      >
        <p className="text-slate-700">{message}</p>
      </AuthLayout>
    );
  }
  const view = invitation.data;
  if (view.state !== "pending")
    return (
      <AuthLayout
        title={
          view.state === "expired"
            ? "Invitation expired"
            : view.state === "accepted"
              ? "Invitation already used"
              : "Invitation withdrawn"
        }
        footer={<Link to={paths.signin.getHref()}>Go to sign in</Link>}
      >
        <p className="text-slate-700">{ENDED[view.state](view)}</p>
      </AuthLayout>
    );

  const title = `Join ${view.companyName}`;
  const subtitle = `${view.invitedBy ?? "A teammate"} invited ${view.email} to answer guest mail together as ${view.role === "admin" ? "an admin" : "a member"}.`;
  const signedIn = me.data?.user;
  if (signedIn && signedIn.email.toLowerCase() !== view.email.toLowerCase())
    return (
      <AuthLayout title={title} subtitle={subtitle}>
        <p className="text-slate-700">
          You are signed in as {signedIn.email}. This invitation is for {view.email}: sign out, then open the
          link again.
        </p>
        <Button className="mt-4 w-full" variant="outline" onClick={() => void signOut()}>
          Sign out
        </Button>
      </AuthLayout>
    );
  return (
    <AuthLayout title={title} subtitle={subtitle}>
      {signedIn ? (
        <JoinButton token={token} companyName={view.companyName} />
      ) : (
        <SignUpOrIn token={token} view={view} />
      )}
    </AuthLayout>
  );
}

/** Accepting, then into the inbox (no onboarding: the company is set up already). */
function useJoin(token: string, companyName: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await acceptInvitation(token);
    } catch (error) {
      toast.error("Could not join", error instanceof ApiError ? error.message : "Please try again.");
      return false;
    }
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, await getMe());
    toast.success(`Welcome to ${companyName}`, "You share its inbox now.");
    navigate(paths.dashboard.getHref(), { replace: true });
    return true;
  };
}

function JoinButton({ token, companyName }: { token: string; companyName: string }) {
  const join = useJoin(token, companyName);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      className="w-full"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await join();
        setBusy(false);
      }}
    >
      {busy ? "Joining..." : `Join ${companyName}`}
    </Button>
  );
}

function SignUpOrIn({ token, view }: { token: string; view: InvitationView }) {
  const [hasAccount, setHasAccount] = useState(false);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const join = useJoin(token, view.companyName);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!hasAccount && password.length < MIN_PASSWORD_LENGTH) {
      setFormError(messages.passwordTooShort);
      return;
    }
    setBusy(true);
    try {
      const { error } = hasAccount
        ? await authClient.signIn.email({ email: view.email, password })
        : await authClient.signUp.email({
            name: name.trim() || view.email.split("@")[0]!,
            email: view.email,
            password,
          });
      if (error) {
        setFormError(authErrorMessage(error));
        return;
      }
      await join();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <GoogleButton
        label="Continue with Google"
        busyLabel="Connecting..."
        callbackURL={paths.invite.getHref(token)}
        newUserCallbackURL={paths.invite.getHref(token)}
        errorTitle="Google sign-in failed"
        errorFallback="An error occurred with Google sign-in."
      />
      <OrDivider label="or continue with email" />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {!hasAccount && (
          <div className="space-y-1.5">
            <Label htmlFor="name">Full name</Label>
            <Input id="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
        )}
        <div className="space-y-1.5">
          <Label htmlFor="email">Work email</Label>
          <Input id="email" type="email" value={view.email} readOnly aria-readonly />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="password">Password</Label>
          <PasswordInput
            id="password"
            autoComplete={hasAccount ? "current-password" : "new-password"}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <FormError message={formError} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Joining..." : hasAccount ? "Sign in and join" : "Create account and join"}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-slate-600">
        {hasAccount ? "New to Inbox Autopilot? " : "Already have an account? "}
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => {
            setHasAccount(!hasAccount);
            setFormError(null);
          }}
        >
          {hasAccount ? "Create an account" : "Sign in instead"}
        </button>
      </p>
    </>
  );
}
