import { zodResolver } from "@hookform/resolvers/zod";
import { type Responsable, responsableInput } from "@inbox/contracts";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useSaveResponsable } from "../api/save-responsable";

type Values = { firstName: string; lastName: string; email: string; isDefaultResponsable: boolean };
const valuesOf = (r: Responsable | null): Values => ({
  firstName: r?.firstName ?? "",
  lastName: r?.lastName ?? "",
  email: r?.email ?? "",
  isDefaultResponsable: r?.isDefaultResponsable ?? false,
});

/**
 * "Add New Responsable" / "Edit Responsable" (spec 001 §2, §5). A refusal from the server (another responsable has
 * this email) shows under the Email field as well as in the toast, so the owner sees what to change.
 */
export function ResponsableDialog({
  open,
  onOpenChange,
  responsable,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  responsable: Responsable | null;
}) {
  const isNew = responsable === null;
  const save = useSaveResponsable();
  const form = useForm({
    resolver: zodResolver(responsableInput),
    defaultValues: valuesOf(responsable),
  });
  useEffect(() => {
    if (open) form.reset(valuesOf(responsable));
  }, [open, responsable, form]);

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: responsable?.id ?? null, input });
      toast.success(isNew ? "Responsable created successfully" : "Responsable updated successfully");
      onOpenChange(false);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "Please try again.";
      if (error instanceof ApiError && error.status === 409) form.setError("email", { message });
      toast.error(`Error ${isNew ? "creating" : "updating"} responsable`, message);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isNew ? "Add New Responsable" : "Edit Responsable"}</DialogTitle>
          <DialogDescription className="sr-only">Who the agent escalates to</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="space-y-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="firstName"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>First Name</FormLabel>
                    <FormControl>
                      <Input autoComplete="given-name" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="lastName"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Last Name</FormLabel>
                    <FormControl>
                      <Input autoComplete="family-name" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input type="email" autoComplete="email" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="isDefaultResponsable"
              render={({ field }) => (
                <FormItem className="flex items-center gap-2 space-y-0">
                  <FormControl>
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      name={field.name}
                      ref={field.ref}
                      checked={field.value}
                      onBlur={field.onBlur}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  </FormControl>
                  <FormLabel className="font-normal">Set as default responsable</FormLabel>
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {isNew ? "Create Responsable" : "Update Responsable"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
