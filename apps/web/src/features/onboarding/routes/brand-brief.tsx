import { useQuery } from "@tanstack/react-query";
import { Sparkles, Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { ApiError, api } from "@/lib/api-client";
import { OnboardingLayout } from "../components/onboarding-layout";
import { WebsiteImportCard } from "../components/website-import-card";

interface Improved {
  text: string;
  filled: string[];
  missing: string[];
}

/** /brand-brief: the Brand Brief Builder, with "Improve with AI" that can be undone. */
export function Component() {
  const brief = useQuery({
    queryKey: ["brand-brief"],
    queryFn: () => api.get<{ content: string }>("/brand-brief"),
    // Never from a cache: the saved brief (perhaps edited in the Knowledge Library) is what opens.
    gcTime: 0,
  });
  const [content, setContent] = useState<string | null>(null);
  const [previous, setPrevious] = useState<string | null>(null);
  const [improvement, setImprovement] = useState<Improved | null>(null);
  const [busy, setBusy] = useState<"save" | "improve" | null>(null);

  useEffect(() => {
    if (brief.data && content === null) setContent(brief.data.content);
  }, [brief.data, content]);

  if (brief.isPending) return <PageSpinner />;
  if (brief.isError) {
    return (
      <OnboardingLayout step={3} title="Brand Brief Builder">
        <p className="text-sm text-red-700">Failed to load brand brief.</p>
        <Button className="mt-4" onClick={() => void brief.refetch()}>
          Retry
        </Button>
      </OnboardingLayout>
    );
  }

  async function improve() {
    setBusy("improve");
    try {
      const result = await api.post<Improved>("/brand-brief/improve", { content: content ?? "" });
      setPrevious(content);
      setContent(result.text);
      setImprovement(result);
    } catch {
      toast.error("Improve failed", "The brief could not be improved. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  function undo() {
    if (previous === null) return;
    setContent(previous);
    setPrevious(null);
    setImprovement(null);
  }

  async function save() {
    setBusy("save");
    try {
      await api.put("/brand-brief", { content: content ?? "" });
      toast.success("Brand brief saved!");
      // A full-page navigation, as the spec says.
      window.location.assign(paths.emailConnection.getHref());
    } catch (error) {
      // The server says what is wrong in words ("The brand brief cannot be empty. …"); otherwise the spec's text.
      toast.error(
        "Save failed",
        error instanceof ApiError && error.status === 400
          ? error.message
          : "The brand brief could not be saved. Please try again.",
      );
      setBusy(null);
    }
  }

  return (
    <OnboardingLayout
      step={3}
      title="Brand Brief Builder"
      subtitle="How your company speaks: the agent writes every reply in this voice."
      wide
    >
      {improvement && (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-start justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm"
        >
          <div>
            <p className="font-medium text-brand-900">
              Improved: filled {improvement.filled.length ? improvement.filled.join(", ") : "nothing new"}.
            </p>
            {improvement.missing.length > 0 && (
              <p className="mt-1 text-brand-800">Still to write: {improvement.missing.join(", ")}.</p>
            )}
          </div>
          <Button variant="outline" size="sm" onClick={undo}>
            <Undo2 aria-hidden className="size-4" /> Undo
          </Button>
        </div>
      )}
      <label htmlFor="brand-brief" className="sr-only">
        Brand brief
      </label>
      <Textarea
        id="brand-brief"
        value={content ?? ""}
        onChange={(e) => setContent(e.target.value)}
        className="min-h-[600px] font-mono text-sm"
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => void save()} disabled={busy !== null}>
          {busy === "save" ? "Saving..." : "Save Brand Brief"}
        </Button>
        <Button variant="outline" onClick={() => void improve()} disabled={busy !== null}>
          <Sparkles aria-hidden className="size-4" />{" "}
          {busy === "improve" ? "Improving..." : "Improve with AI"}
        </Button>
      </div>
      <WebsiteImportCard />
    </OnboardingLayout>
  );
}
