import type { MailboxType } from "@inbox/contracts";
import { Headphones, TrendingUp } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";
import { OnboardingLayout } from "../components/onboarding-layout";

/** /define-usecase: Info/Sales or Support for the mailboxes whose type is still unset. */
export function Component() {
  const [busy, setBusy] = useState<MailboxType | null>(null);
  const navigate = useNavigate();
  async function choose(type: MailboxType) {
    setBusy(type);
    try {
      await api.put("/mailboxes/usecase", { type });
      toast.success(
        "Usecase defined",
        `Your mailbox has been configured for ${type === "info" ? "Info/Sales" : "Support"} use.`,
      );
      navigate(paths.library.getHref());
    } catch {
      toast.error("Update failed", "Failed to update mailbox type. Please try again.");
      setBusy(null);
    }
  }
  return (
    <OnboardingLayout
      step={5}
      title="Define your Usecase"
      subtitle="The two agents have different personalities and talk to each other: Info/Sales qualifies leads and spots sales opportunities, Support solves customer issues."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Button
          variant="outline"
          className="h-auto flex-col gap-2 py-6"
          disabled={busy !== null}
          onClick={() => void choose("info")}
        >
          <TrendingUp aria-hidden className="size-6 text-brand-600" />
          {busy === "info" ? "Setting up..." : "Info/Sales"}
        </Button>
        <Button
          variant="outline"
          className="h-auto flex-col gap-2 py-6"
          disabled={busy !== null}
          onClick={() => void choose("support")}
        >
          <Headphones aria-hidden className="size-6 text-brand-600" />
          {busy === "support" ? "Setting up..." : "Support"}
        </Button>
      </div>
    </OnboardingLayout>
  );
}
