import { Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LibraryCard } from "./library-card";

/** PMS Features: read-only here (spec 001 §2); chosen on /agent-config. */
export function PmsFeaturesCard({
  features,
  customFeatures,
}: {
  features: string[];
  customFeatures: string[];
}) {
  const all = [...features, ...customFeatures];
  return (
    <LibraryCard
      title="PMS Features"
      description="What your product or hotel offers, as chosen during setup."
      action={
        <Button
          variant="outline"
          size="sm"
          disabled
          aria-label="Edit PMS Features"
          title="PMS features are read-only"
        >
          <Pencil aria-hidden /> Edit
        </Button>
      }
    >
      {all.length === 0 ? (
        <p className="text-sm text-slate-500">No PMS features selected.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label="PMS features">
          {all.map((name) => (
            <li key={name}>
              <Badge variant="secondary">{name}</Badge>
            </li>
          ))}
        </ul>
      )}
    </LibraryCard>
  );
}
