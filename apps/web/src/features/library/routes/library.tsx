import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useMe } from "@/features/auth/api/get-me";
import { ApiError } from "@/lib/api-client";
import { useIntentGroups } from "../api/get-intents";
import { useLibrary } from "../api/get-library";
import { useUpdateBrandBrief } from "../api/update-brand-brief";
import { useUpdateFaq } from "../api/update-faq";
import { ActionIfTeammateCard } from "../components/action-if-teammate-card";
import { IntentGroupCard } from "../components/intent-group-card";
import { KnowledgeImportCard } from "../components/knowledge-import-card";
import { LearnedKnowledge } from "../components/learned-knowledge";
import { PmsFeaturesCard } from "../components/pms-features-card";
import { TextEditCard } from "../components/text-edit-card";
import { WebsiteSuggestions } from "../components/website-suggestions";

const FAQ_PLACEHOLDER =
  "Q: What time is check-in?\nA: Check-in is from 15:00.\n\nQ: Do you have parking?\nA: Yes, 15 EUR per night.";

/**
 * /library (spec 001 §2): the Knowledge Library, what the agent knows and how it handles each intent. It is the
 * company's (issue 24): a Member reads the same Library, with nothing to change.
 */
export function Component() {
  const me = useMe();
  const readOnly = me.data?.profile?.role === "member";
  const library = useLibrary();
  const intents = useIntentGroups();
  const saveFaq = useUpdateFaq();
  const saveBrief = useUpdateBrandBrief();

  useEffect(() => {
    if (library.isError)
      toast.error("Failed to load data", library.error.message || "Could not load your library data.");
  }, [library.isError, library.error]);
  useEffect(() => {
    if (intents.isError) toast.error("Failed to load intents", intents.error.message);
  }, [intents.isError, intents.error]);

  if (library.isPending)
    return <p className="p-6 text-center text-sm text-slate-600">Loading knowledge library...</p>;
  if (library.isError)
    return (
      <div className="p-6 text-center text-sm">
        <p className="text-red-700">Could not load your library data.</p>
        <Button className="mt-3" variant="outline" onClick={() => void library.refetch()}>
          Retry
        </Button>
      </div>
    );
  const { config, features, customFeatures, brandBrief, isSoftwareCompany } = library.data;

  return (
    <div className="space-y-6">
      {readOnly && (
        <p
          role="note"
          className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
        >
          You are reading your company's Knowledge Library, as the agent uses it. Only the owner or an admin
          can change it.
        </p>
      )}
      {intents.data?.usesDefaults && !readOnly && (
        <p
          role="note"
          className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          Your agent follows the suggested groups for {isSoftwareCompany ? "a software company" : "a hotel"}.
          Change any group to make them your own.
        </p>
      )}
      {intents.isError && (
        <p className="text-sm text-red-700">
          Intents could not be loaded.{" "}
          <button type="button" className="underline" onClick={() => void intents.refetch()}>
            Retry
          </button>
        </p>
      )}
      {/* A disabled fieldset turns every edit button of a Member's view off at once; reading stays. */}
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <div className="grid gap-4 lg:grid-cols-3">
          {(["reply", "never", "skip"] as const).map((group) => (
            <IntentGroupCard
              key={group}
              group={group}
              intents={intents.data?.intents}
              isLoading={intents.isPending}
            />
          ))}
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {isSoftwareCompany && <PmsFeaturesCard features={features} customFeatures={customFeatures} />}
          <ActionIfTeammateCard value={config?.actionIfTeammate ?? null} />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <TextEditCard
            title="Frequently Asked Questions"
            description="The questions your customers ask and your answers: the agent replies from them."
            dialogDescription="Questions and answers, headings with paragraphs, or plain paragraphs: the agent splits them into answers and uses them from the next message on."
            value={config?.faqContent ?? ""}
            empty="No FAQ yet. Add the questions your customers ask and their answers."
            clamp="line-clamp-6"
            placeholder={FAQ_PLACEHOLDER}
            isSaving={saveFaq.isPending}
            onSave={(text, close) =>
              saveFaq.mutate(text, {
                onSuccess: () => {
                  toast.success("FAQ saved successfully!", "Your FAQ content has been updated.");
                  close();
                },
                onError: (e) =>
                  e instanceof ApiError && e.status === 401
                    ? toast.error("User not authenticated")
                    : toast.error("Failed to save FAQ", e.message),
              })
            }
          />
          <TextEditCard
            title="Brand Brief"
            description="How your company speaks: the agent writes every reply in this voice."
            dialogDescription="Vision, mission, audience and above all your tone of voice and sign-off."
            value={brandBrief?.content ?? ""}
            empty="No brand brief yet. Describe how your company speaks to its customers."
            clamp="line-clamp-8"
            isSaving={saveBrief.isPending}
            onSave={(text, close) =>
              saveBrief.mutate(text, {
                onSuccess: () => {
                  toast.success("Brand brief saved!");
                  close();
                },
                onError: (e) => toast.error("Save failed", e.message),
              })
            }
          />
        </div>
      </fieldset>
      {!readOnly && <KnowledgeImportCard />}
      {!readOnly && <WebsiteSuggestions />}
      <LearnedKnowledge intents={intents.data?.intents ?? []} readOnly={readOnly} />
    </div>
  );
}
