import { Pencil } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

/**
 * A card whose content is one free text: a clamped preview and an edit dialog with a text area (the FAQ clamps at 6
 * lines, the brand brief at 8: spec 001 §9).
 */
export function TextEditCard({
  title,
  description,
  dialogDescription,
  value,
  empty,
  clamp,
  placeholder,
  onSave,
  isSaving,
  className,
  footer,
}: {
  title: string;
  description: string;
  dialogDescription: string;
  value: string;
  empty: string;
  clamp: "line-clamp-6" | "line-clamp-8";
  placeholder?: string;
  onSave: (text: string, close: () => void) => void;
  isSaving: boolean;
  className?: string;
  footer?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const id = `edit-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm",
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        <Dialog
          open={open}
          onOpenChange={(o) => {
            if (o) setDraft(value);
            setOpen(o);
          }}
        >
          <DialogTrigger asChild>
            <Button variant="outline" size="sm" aria-label={`Edit ${title}`}>
              <Pencil aria-hidden /> Edit
            </Button>
          </DialogTrigger>
          <DialogContent className="max-w-3xl">
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{dialogDescription}</DialogDescription>
            </DialogHeader>
            <label htmlFor={id} className="sr-only">
              {title}
            </label>
            <Textarea
              id={id}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={placeholder}
              className="min-h-[50vh] font-mono text-sm"
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button onClick={() => onSave(draft, () => setOpen(false))} disabled={isSaving}>
                {isSaving ? "Saving..." : "Save Changes"}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
      <div className="mt-3 flex-1">
        {value.trim() ? (
          <p
            data-testid={`${id}-preview`}
            className={cn("whitespace-pre-wrap break-words text-sm text-slate-700", clamp)}
          >
            {value}
          </p>
        ) : (
          <p className="text-sm text-slate-500">{empty}</p>
        )}
      </div>
      {footer}
    </section>
  );
}
