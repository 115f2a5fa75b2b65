import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

/** A dialog form's Cancel and submit buttons; the submit says it is busy while the request runs. */
export function DialogActions({
  onCancel,
  isPending,
  label,
  pendingLabel,
}: {
  onCancel: () => void;
  isPending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
