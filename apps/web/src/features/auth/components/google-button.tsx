import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { api } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

interface GoogleButtonProps {
  label: string;
  busyLabel: string;
  /** Where a returning user lands, and where a brand-new account lands. */
  callbackURL: string;
  newUserCallbackURL: string;
  errorTitle: string;
  errorFallback: string;
}

/** Google sign-in / sign-up (real OpenID Connect code flow, run by the server). */
export function GoogleButton({
  label,
  busyLabel,
  callbackURL,
  newUserCallbackURL,
  errorTitle,
  errorFallback,
}: GoogleButtonProps) {
  const [busy, setBusy] = useState(false);
  const config = useQuery({
    queryKey: ["public-config"],
    queryFn: () => api.get<{ googleEnabled: boolean }>("/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const enabled = config.data?.googleEnabled ?? false;

  async function start() {
    setBusy(true);
    try {
      // The server registers Google as an OpenID Connect provider with a configurable issuer.
      const { error } = await authClient.signIn.social({
        provider: "google",
        callbackURL,
        newUserCallbackURL,
        errorCallbackURL: "/signin",
      });
      if (error) {
        toast.error(errorTitle, error.message || errorFallback);
        setBusy(false);
      }
      // On success the browser is on its way to Google: stay busy.
    } catch (error) {
      toast.error(errorTitle, error instanceof Error && error.message ? error.message : errorFallback);
      setBusy(false);
    }
  }

  return (
    <div>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={busy || !enabled}
        onClick={start}
        aria-describedby={!enabled && config.isSuccess ? "google-not-configured" : undefined}
      >
        <GoogleIcon />
        {busy ? busyLabel : label}
      </Button>
      {!enabled && config.isSuccess ? (
        <p id="google-not-configured" className="mt-2 text-center text-xs text-slate-500">
          Google sign-in is not configured on this server.
        </p>
      ) : null}
    </div>
  );
}
