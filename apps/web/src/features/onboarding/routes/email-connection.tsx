import type { ImapSmtpSettings, MailSecurity } from "@inbox/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, Copy, Forward, Lock, Mail, Server, TriangleAlert } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { meQueryKey } from "@/features/auth/api/get-me";
import { ApiError, api } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import { OnboardingLayout } from "../components/onboarding-layout";

const PROVIDER_KEY = "inbox-autopilot:connecting";

interface ForwardingSetup {
  domain: string;
  /** False for inbound.localhost and other names the internet cannot deliver to. */
  receivesOutsideMail: boolean;
  domainSetting: string;
  smtpPort: number;
}

interface EmailConnectionInfo {
  /** The user's forwarding address, once they chose forwarding (opening the page creates nothing). */
  forwardingAddress: string | null;
  forwarding: ForwardingSetup;
  googleEnabled: boolean;
  microsoftEnabled: boolean;
}
type VerifyResult = { ok: true } | { ok: false; server: "imap" | "smtp"; reason: string; message: string };

/** /email-connection: Gmail, Outlook, any IMAP/SMTP mailbox, or the forwarding address. */
export function Component() {
  const info = useQuery({
    queryKey: ["email-connection"],
    queryFn: () => api.get<EmailConnectionInfo>("/email-connection"),
  });
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef(false);

  // Back from Google or Microsoft: store the mailbox, then clean the URL.
  useEffect(() => {
    if (params.get("oauth_callback") !== "true" || handled.current) return;
    handled.current = true;
    const provider = (sessionStorage.getItem(PROVIDER_KEY) as "google" | "microsoft" | null) ?? "google";
    sessionStorage.removeItem(PROVIDER_KEY);
    setParams({}, { replace: true });
    api
      .post<{ email: string }>("/mailboxes/oauth", { provider })
      .then(async (mailbox) => {
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        toast.success("Email connected!", `${mailbox.email} is connected.`);
        navigate(paths.defineUsecase.getHref());
      })
      .catch((error) => {
        if (error instanceof ApiError && error.status === 401) return;
        toast.error(
          "Connection incomplete",
          error instanceof ApiError
            ? error.message
            : "Failed to complete email connection. Please try again.",
        );
      });
  }, [params, setParams, navigate, queryClient]);

  async function connectOAuth(provider: "google" | "microsoft") {
    sessionStorage.setItem(PROVIDER_KEY, provider);
    const { error } = await authClient.linkSocial({
      provider: provider as "google",
      callbackURL: `${paths.emailConnection.getHref()}?oauth_callback=true`,
    });
    if (error)
      toast.error(
        "Connection failed",
        provider === "google"
          ? "Failed to connect to Google. Please try again."
          : "Failed to connect to Microsoft. Please try again.",
      );
  }

  async function skip() {
    await api.post("/onboarding/skip").catch(() => {});
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    navigate(paths.dashboard.getHref());
  }

  return (
    <OnboardingLayout
      step={4}
      title="Now, let's connect your support email"
      subtitle="The agent will not start working until a mailbox is connected."
      wide
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-3">
          <Button
            className="w-full"
            onClick={() => void connectOAuth("google")}
            disabled={!info.data?.googleEnabled}
          >
            <Mail aria-hidden className="size-4" /> Connect Gmail
          </Button>
          {info.data && !info.data.googleEnabled && (
            <p className="text-xs text-slate-500">Gmail connection is not configured on this server.</p>
          )}
          <Button
            variant="outline"
            className="w-full"
            onClick={() => void connectOAuth("microsoft")}
            disabled={!info.data?.microsoftEnabled}
          >
            <Mail aria-hidden className="size-4" /> Connect Outlook
          </Button>
          {info.data && !info.data.microsoftEnabled && (
            <p className="text-xs text-slate-500">Outlook connection is not configured on this server.</p>
          )}
          <ForwardingOption info={info.data} onContinue={() => navigate(paths.defineUsecase.getHref())} />
          <p className="flex gap-2 text-xs text-slate-500">
            <Lock aria-hidden className="size-4 shrink-0" /> Mailbox credentials are encrypted. The agent can
            read and send email on your behalf.
          </p>
        </div>
        <ImapForm onConnected={() => navigate(paths.defineUsecase.getHref())} />
      </div>
      <div className="mt-6 text-center">
        <button type="button" onClick={() => void skip()} className="text-sm text-brand-700 hover:underline">
          Skip for now
        </button>
      </div>
    </OnboardingLayout>
  );
}

function ServerFields({
  prefix,
  value,
  onChange,
}: {
  prefix: "imap" | "smtp";
  value: { host: string; port: string; security: MailSecurity };
  onChange: (v: { host: string; port: string; security: MailSecurity }) => void;
}) {
  const label = prefix.toUpperCase();
  return (
    <fieldset className="grid grid-cols-[1fr_5.5rem] gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-900">{label} server</legend>
      <div>
        <Label htmlFor={`${prefix}-host`} className="sr-only">
          {label} host
        </Label>
        <Input
          id={`${prefix}-host`}
          placeholder={`${prefix}.example.com`}
          value={value.host}
          onChange={(e) => onChange({ ...value, host: e.target.value })}
          aria-label={`${label} host`}
        />
      </div>
      <div>
        <Label htmlFor={`${prefix}-port`} className="sr-only">
          {label} port
        </Label>
        <Input
          id={`${prefix}-port`}
          inputMode="numeric"
          value={value.port}
          onChange={(e) => onChange({ ...value, port: e.target.value })}
          aria-label={`${label} port`}
        />
      </div>
      <select
        aria-label={`${label} security`}
        className="col-span-2 h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        value={value.security}
        onChange={(e) => onChange({ ...value, security: e.target.value as MailSecurity })}
      >
        <option value="tls">SSL/TLS</option>
        <option value="starttls">STARTTLS</option>
        <option value="none">None</option>
      </select>
    </fieldset>
  );
}

function ImapForm({ onConnected }: { onConnected: () => void }) {
  const [email, setEmail] = useState("");
  const [user, setUser] = useState("");
  const [password, setPassword] = useState("");
  const [imap, setImap] = useState({ host: "", port: "993", security: "tls" as MailSecurity });
  const [smtp, setSmtp] = useState({ host: "", port: "465", security: "tls" as MailSecurity });
  const [busy, setBusy] = useState<"test" | "connect" | null>(null);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const queryClient = useQueryClient();

  const settings = (): ImapSmtpSettings => ({
    email: email.trim(),
    user: user.trim() || email.trim(),
    password,
    imap: { host: imap.host.trim(), port: Number(imap.port), security: imap.security },
    smtp: { host: smtp.host.trim(), port: Number(smtp.port), security: smtp.security },
  });

  async function test() {
    setBusy("test");
    setResult(null);
    try {
      setResult(await api.post<VerifyResult>("/mailboxes/imap/test", settings()));
    } catch (error) {
      setResult({
        ok: false,
        server: "imap",
        reason: "other",
        message: error instanceof ApiError ? error.message : "The test could not run. Please try again.",
      });
    } finally {
      setBusy(null);
    }
  }

  async function connect(event: FormEvent) {
    event.preventDefault();
    setBusy("connect");
    try {
      const mailbox = await api.post<{ email: string }>("/mailboxes/imap", settings());
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.success("Email connected!", `${mailbox.email} is connected.`);
      onConnected();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      const message = error instanceof ApiError ? error.message : "Failed to save email connection.";
      setResult({ ok: false, server: "imap", reason: "other", message });
      toast.error("Connection failed", message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <form onSubmit={connect} className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Server aria-hidden className="size-4" /> Other mailbox (IMAP/SMTP)
      </h2>
      <div className="space-y-1.5">
        <Label htmlFor="mb-email">Email address</Label>
        <Input
          id="mb-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="info@your-hotel.com"
          required
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="mb-user">User name</Label>
          <Input
            id="mb-user"
            value={user}
            onChange={(e) => setUser(e.target.value)}
            placeholder="Usually the email address"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="mb-password">Password</Label>
          <Input
            id="mb-password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
      </div>
      <ServerFields prefix="imap" value={imap} onChange={setImap} />
      <ServerFields prefix="smtp" value={smtp} onChange={setSmtp} />
      {result && (
        <p role="status" className={result.ok ? "text-sm text-green-700" : "text-sm text-red-700"}>
          {result.ok ? "Connection works: both servers accepted the login." : result.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void test()} disabled={busy !== null}>
          {busy === "test" ? "Testing..." : "Test connection"}
        </Button>
        <Button type="submit" disabled={busy !== null}>
          {busy === "connect" ? "Connecting..." : "Connect"}
        </Button>
      </div>
    </form>
  );
}

/** "Or forward your mail": the address is made only when the user chooses it, then they go on to the usecase. */
function ForwardingOption({
  info,
  onContinue,
}: {
  info: EmailConnectionInfo | undefined;
  onContinue: () => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const address = info?.forwardingAddress ?? null;

  async function choose() {
    setBusy(true);
    try {
      const mailbox = await api.post<{ forwardingAddress: string }>("/mailboxes/forwarding");
      queryClient.setQueryData<EmailConnectionInfo>(["email-connection"], (old) =>
        old ? { ...old, forwardingAddress: mailbox.forwardingAddress } : old,
      );
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.success("Email connected!", `Mail forwarded to ${mailbox.forwardingAddress} reaches the agent.`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(
        "Storage failed",
        error instanceof ApiError ? error.message : "Failed to save email connection.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rounded-xl border border-slate-200 p-4" aria-labelledby="forwarding-title">
      <h2 id="forwarding-title" className="text-sm font-semibold text-slate-900">
        Or forward your mail
      </h2>
      {!address ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Get an address of your own and forward your info@ mail to it: the agent reads what arrives. No
            password needed.
          </p>
          <Button
            variant="outline"
            className="mt-3 w-full"
            disabled={!info || busy}
            onClick={() => void choose()}
          >
            <Forward aria-hidden className="size-4" />
            {busy ? "Creating address..." : "Use a forwarding address"}
          </Button>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Forward your info@ address to this address and the agent reads what arrives:
          </p>
          <div className="mt-2 flex items-center gap-2">
            <code
              className="min-w-0 flex-1 break-all rounded bg-slate-100 px-2 py-1.5 text-sm"
              data-testid="forwarding-address"
            >
              {address}
            </code>
            <Button
              variant="outline"
              size="icon"
              aria-label="Copy forwarding address"
              onClick={() =>
                void navigator.clipboard
                  .writeText(address)
                  .then(() => toast.success("Copied", "The forwarding address is on your clipboard."))
                  .catch(() => toast.error("Copy failed", "Select the address and copy it by hand."))
              }
            >
              <Copy className="size-4" />
            </Button>
          </div>
          {info && <ForwardingSetupHelp setup={info.forwarding} />}
          <Button className="mt-3 w-full" onClick={onContinue}>
            Continue <ArrowRight aria-hidden className="size-4" />
          </Button>
        </>
      )}
    </section>
  );
}

/** How real mail reaches the forwarding address: the mailbox rule, and first the domain when it is a local one. */
function ForwardingSetupHelp({ setup }: { setup: ForwardingSetup }) {
  const rule = (
    <>
      In your mailbox (Gmail, Outlook or your mail host), add a forwarding rule that sends every email to your
      info@ address on to the address above.
    </>
  );
  if (setup.receivesOutsideMail) return <p className="mt-3 text-sm text-slate-600">{rule}</p>;
  const example = "inbound.yourhotel.com";
  const command = "mt-1 block overflow-x-auto whitespace-pre rounded bg-amber-100 px-2 py-1 text-xs";
  return (
    <div
      role="note"
      aria-labelledby="forwarding-setup-title"
      className="mt-3 min-w-0 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p id="forwarding-setup-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 shrink-0" /> Real mail cannot reach this address yet
      </p>
      <p className="mt-1">
        <code>{setup.domain}</code> is a local name: mail from outside this server cannot be delivered to it.
        To receive your guests&apos; mail here:
      </p>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        <li className="min-w-0">
          Choose a domain you control for forwarding, for example <code>{example}</code>, set it in the
          server&apos;s environment and restart the server:
          <code className={command}>
            {setup.domainSetting}={example}
          </code>
        </li>
        <li className="min-w-0">
          Point that domain&apos;s mail at this server with an MX record, and let port 25 reach{" "}
          {setup.smtpPort > 0
            ? `the forwarding listener (port ${setup.smtpPort} here)`
            : "the forwarding listener (it is off here: set INBOUND_SMTP_PORT, for example 2525)"}
          :<code className={command}>{example}. MX 10 mail.yourhotel.com.</code>
        </li>
        <li>{rule}</li>
      </ol>
    </div>
  );
}
