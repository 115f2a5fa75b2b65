import { zodResolver } from "@hookform/resolvers/zod";
import {
  domainOfEmail,
  isPublicMailDomain,
  type Partner,
  type PartnerInput,
  partnerInputSchema,
  publicDomainRefusal,
} from "@inbox/contracts";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormInput, FormSwitch } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useCreatePartner } from "../api/create-partner";
import { useDeletePartner } from "../api/delete-partner";
import { useUpdatePartner } from "../api/update-partner";

/**
 * The dialog's fields: the partner's own (name and email as the server checks them) and the whole-domain choice, whose
 * domain must be there and not a public mail provider. Every field says what is wrong at once.
 */
const partnerForm = z
  .object({
    name: partnerInputSchema.shape.name,
    email: partnerInputSchema.shape.email,
    wholeDomain: z.boolean(),
    domain: z.string(),
    isActive: z.boolean(),
  })
  .superRefine(
    (v, c) => {
      if (!v.wholeDomain) return;
      const domain = v.domain.trim().toLowerCase();
      if (!domain)
        c.addIssue({
          code: "custom",
          path: ["domain"],
          message: "Enter the domain, or switch off the whole domain",
        });
      else if (isPublicMailDomain(domain))
        c.addIssue({ code: "custom", path: ["domain"], message: publicDomainRefusal(domain, "partner") });
    },
    { when: () => true },
  );
type FormValues = z.input<typeof partnerForm>;

const valuesOf = (partner: Partner | null): FormValues => ({
  name: partner?.name ?? "",
  email: partner?.email ?? "",
  wholeDomain: !!partner?.domain,
  domain: partner?.domain ?? "",
  isActive: partner?.isActive ?? true,
});
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : "Please try again.");

/**
 * "Add New Partner" and "Edit Partner" (spec 001 §2, §5, §8). A partner is its address unless the owner switches on
 * "The whole domain" (refused for a public mail provider, with the reason). Then typing the email fills the domain from
 * what follows the @: on add only while the domain is empty (or still what was filled in), on edit always.
 */
export function PartnerDialog({
  open,
  onOpenChange,
  partner,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  partner: Partner | null;
}) {
  const editing = partner !== null;
  const create = useCreatePartner();
  const update = useUpdatePartner();
  const remove = useDeletePartner();
  const [confirming, setConfirming] = useState(false);
  const filled = useRef("");
  const form = useForm({ resolver: zodResolver(partnerForm), defaultValues: valuesOf(partner) });
  const { reset, getValues, setValue, watch } = form;
  const wholeDomain = watch("wholeDomain");
  useEffect(() => {
    if (!open) return;
    reset(valuesOf(partner));
    filled.current = "";
    setConfirming(false);
  }, [open, partner, reset]);

  const fillDomain = (email: string, always: boolean) => {
    const domain = domainOfEmail(email);
    const current = getValues("domain");
    if (always || current === "" || current === filled.current) {
      setValue("domain", domain);
      filled.current = domain;
    }
  };

  const submit = form.handleSubmit(async ({ wholeDomain: whole, domain, ...rest }) => {
    const input: PartnerInput = { ...rest, domain: whole ? domain.trim() || null : null };
    try {
      if (editing) {
        await update.mutateAsync({ id: partner.id, input });
        toast.success("Partner updated", "Partner has been successfully updated.");
      } else {
        await create.mutateAsync(input);
        toast.success("Partner created", "Partner has been successfully created.");
      }
      onOpenChange(false);
    } catch (error) {
      toast.error(editing ? "Error updating partner" : "Error creating partner", messageOf(error));
    }
  });

  const destroy = () => {
    if (!partner) return;
    remove.mutate(partner.id, {
      onSuccess: () => {
        toast.success("Partner deleted", "Partner has been successfully deleted.");
        setConfirming(false);
        onOpenChange(false);
      },
      onError: (error) => toast.error("Error deleting partner", messageOf(error)),
    });
  };

  const busy = create.isPending || update.isPending;

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing ? "Edit Partner" : "Add New Partner"}</DialogTitle>
            <DialogDescription>
              The agent recognises mail from a partner by its email or domain.
            </DialogDescription>
          </DialogHeader>
          <Form {...form}>
            <form onSubmit={submit} className="space-y-3" noValidate>
              <FormInput control={form.control} name="name" label="Name *" />
              <FormInput
                control={form.control}
                name="email"
                label="Email *"
                type="email"
                onChange={(event) => fillDomain(event.target.value, editing)}
              />
              <FormSwitch
                control={form.control}
                name="wholeDomain"
                label="The whole domain"
                className="pt-1"
                onCheckedChange={(on) => {
                  if (on && getValues("domain") === "") fillDomain(getValues("email"), true);
                }}
              />
              {wholeDomain ? (
                <FormInput control={form.control} name="domain" label="Domain" placeholder="example.com" />
              ) : (
                <p className="text-xs text-slate-600">
                  Only mail from this address is taken for the partner.
                </p>
              )}
              <FormSwitch control={form.control} name="isActive" label="Active Partner" className="pt-1" />
              <DialogFooter className="sm:justify-between">
                {editing ? (
                  <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
                    Delete
                  </Button>
                ) : (
                  <span />
                )}
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                    Cancel
                  </Button>
                  <Button type="submit" disabled={busy}>
                    {editing ? (busy ? "Updating..." : "Update Partner") : busy ? "Adding..." : "Add Partner"}
                  </Button>
                </div>
              </DialogFooter>
            </form>
          </Form>
        </DialogContent>
      </Dialog>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete partner</DialogTitle>
            <DialogDescription>
              Are you sure you want to delete this partner? This action cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={destroy}>
              {remove.isPending ? "Deleting..." : "Delete"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
