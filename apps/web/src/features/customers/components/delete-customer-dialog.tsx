import type { Customer } from "@inbox/contracts";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useDeleteCustomer } from "../api/delete-customer";
import { displayName } from "./format";

/** Delete, after a confirmation naming who goes. */
export function DeleteCustomerDialog({
  customer,
  onOpenChange,
}: {
  customer: Customer | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteCustomer();
  const noun = customer?.isActiveCustomer === false ? "contact" : "customer";
  const confirm = () => {
    if (!customer) return;
    remove.mutate(customer.id, {
      onSuccess: () => {
        toast.success("Customer deleted successfully");
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error("Failed to delete customer", error instanceof ApiError ? error.message : undefined),
    });
  };
  return (
    <Dialog open={customer !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {noun}</DialogTitle>
          <DialogDescription>
            Are you sure you want to delete {customer ? displayName(customer) : `this ${noun}`}? This action
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
