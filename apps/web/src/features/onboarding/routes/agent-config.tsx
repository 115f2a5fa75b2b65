import { pmsFeatureNames } from "@inbox/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageSpinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { meQueryKey } from "@/features/auth/api/get-me";
import { api } from "@/lib/api-client";
import { OnboardingLayout } from "../components/onboarding-layout";

interface SavedAgentConfig {
  saved: boolean;
  faqContent: string;
  features: string[];
  customFeatures: string[];
}

/** /agent-config: PMS features, custom features and the FAQ the agent answers from; opens with what was saved. */
export function Component() {
  // Never from a cache: the Knowledge Library may have changed the FAQ since.
  const saved = useQuery({
    queryKey: ["agent-config"],
    queryFn: () => api.get<SavedAgentConfig>("/agent-config"),
    gcTime: 0,
  });
  const [loaded, setLoaded] = useState(false);
  const [features, setFeatures] = useState<string[]>([]);
  const [custom, setCustom] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  const [faq, setFaq] = useState("");
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!saved.data || loaded) return;
    setFeatures(saved.data.features);
    setCustom(saved.data.customFeatures);
    setFaq(saved.data.faqContent);
    setLoaded(true);
  }, [saved.data, loaded]);

  const addCustom = () => {
    const value = draft.trim();
    if (value && !custom.some((c) => c.toLowerCase() === value.toLowerCase())) setCustom([...custom, value]);
    setDraft("");
  };
  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      addCustom();
    }
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await api.post("/agent-config", { features, customFeatures: custom, faqContent: faq });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.success("Agent configuration saved!");
      navigate(paths.brandBrief.getHref());
    } catch {
      toast.error("Configuration failed", "Failed to save agent configuration");
    } finally {
      setBusy(false);
    }
  }

  if (saved.isPending) return <PageSpinner />;

  return (
    <OnboardingLayout
      step={2}
      title="Let's configure your PMS Support Agent"
      subtitle="Tell the agent what your product or hotel offers and what customers ask."
      wide
    >
      <form onSubmit={onSubmit} className="space-y-8">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">PMS features</legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {pmsFeatureNames.map((name) => (
              <label
                key={name}
                className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={features.includes(name)}
                  onChange={(e) =>
                    setFeatures(e.target.checked ? [...features, name] : features.filter((f) => f !== name))
                  }
                />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <Label htmlFor="custom-feature">Add a feature</Label>
          <div className="mt-1.5 flex gap-2">
            <Input
              id="custom-feature"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onDraftKey}
              placeholder="e.g. Spa booking"
            />
            <Button type="button" variant="outline" size="icon" onClick={addCustom} aria-label="Add feature">
              <Plus className="size-4" />
            </Button>
          </div>
          {custom.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Added features">
              {custom.map((name) => (
                <li
                  key={name}
                  className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800"
                >
                  {name}
                  <button
                    type="button"
                    onClick={() => setCustom(custom.filter((c) => c !== name))}
                    aria-label={`Remove ${name}`}
                    className="rounded-full p-1 hover:bg-brand-100"
                  >
                    <X className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <Label htmlFor="faq">PMS FAQ</Label>
          <Textarea
            id="faq"
            value={faq}
            onChange={(e) => setFaq(e.target.value)}
            className="mt-1.5 min-h-64"
            placeholder={
              "Q: What time is check-in?\nA: Check-in is from 15:00.\n\nQ: Do you have parking?\nA: Yes, 15 EUR per night."
            }
          />
          <p className="mt-1 text-xs text-slate-500">
            Questions and answers, headings with paragraphs, or plain paragraphs: the agent splits them into
            answers.
          </p>
        </div>
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? "Saving Configuration..." : "Continue to Brand Brief"}
        </Button>
      </form>
    </OnboardingLayout>
  );
}
