import { useMutation, useQuery } from "@tanstack/react-query";
import { Globe } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, api } from "@/lib/api-client";

/**
 * Onboarding's optional "Import from your website" (issue 25), after the brand brief: the company's address filled
 * in; reading it starts a job, and its suggestions wait in the Knowledge Library. Skipping is simply going on.
 */
export function WebsiteImportCard() {
  const state = useQuery({
    queryKey: ["knowledge-import"],
    queryFn: () => api.get<{ websiteUrl: string; website: { status: string } | null }>("/knowledge-import"),
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (state.data && url === null) setUrl(state.data.websiteUrl);
  }, [state.data, url]);
  const start = useMutation({
    mutationFn: (address: string) => api.post("/knowledge-import/website", { url: address }),
  });
  const started = start.isSuccess || Boolean(state.data?.website);

  return (
    <section
      aria-labelledby="onboarding-import-title"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="onboarding-import-title" className="font-semibold text-slate-900">
        Import from your website <span className="font-normal text-slate-500">(optional)</span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Start with what your website already says: rooms, breakfast, parking, pets, check-in and your
        policies, in every language it has. We propose entries; the agent uses only those you accept in the
        Knowledge Library.
      </p>
      {started ? (
        <p role="status" className="mt-3 text-sm text-brand-900">
          Your website is being read in the background. Its suggestions wait for you in the Knowledge Library.
        </p>
      ) : (
        <form
          className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            start.mutate(url ?? "");
          }}
        >
          <div className="flex-1 space-y-1.5">
            <Label htmlFor="onboarding-website">Website address</Label>
            <Input
              id="onboarding-website"
              inputMode="url"
              placeholder="www.your-hotel.com"
              value={url ?? ""}
              onChange={(e) => setUrl(e.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={start.isPending || !url?.trim()}>
            <Globe aria-hidden className="size-4" /> {start.isPending ? "Starting..." : "Read my website"}
          </Button>
        </form>
      )}
      {start.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {start.error instanceof ApiError ? start.error.message : "The import could not start. Try again."}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-500">
        You can skip this and import later from the Knowledge Library.
      </p>
    </section>
  );
}
