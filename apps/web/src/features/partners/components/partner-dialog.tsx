import {
  domainOfEmail,
  EMAIL_PATTERN,
  isPublicMailDomain,
  type Partner,
  type PartnerInput,
  publicDomainRefusal,
} from "@inbox/contracts";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useCreatePartner } from "../api/create-partner";
import { useDeletePartner } from "../api/delete-partner";
import { useUpdatePartner } from "../api/update-partner";

type FormValues = { name: string; email: string; wholeDomain: boolean; domain: string; isActive: boolean };

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
  const form = useForm<FormValues>({ defaultValues: valuesOf(partner) });
  const { register, handleSubmit, reset, getValues, setValue, formState, watch } = form;
  const wholeDomain = watch("wholeDomain");
  useEffect(() => {
    if (!open) return;
    reset(valuesOf(partner));
    filled.current = "";
    setConfirming(false);
  }, [open, partner, reset]);

  const emailField = register("email", {
    required: "Invalid email address",
    validate: (v) => EMAIL_PATTERN.test(v.trim()) || "Invalid email address",
    onChange: (event) => {
      const domain = domainOfEmail(String(event.target.value));
      const current = getValues("domain");
      if (editing || current === "" || current === filled.current) {
        setValue("domain", domain);
        filled.current = domain;
      }
    },
  });

  const submit = handleSubmit(async (values) => {
    const { wholeDomain: _choice, ...rest } = values;
    const input: PartnerInput = { ...rest, domain: values.wholeDomain ? values.domain.trim() || null : null };
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
  const fieldError = (name: keyof FormValues) => {
    const message = formState.errors[name]?.message;
    return message ? (
      <p id={`partner-${name}-error`} className="text-xs text-red-700">
        {message}
      </p>
    ) : null;
  };

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
          <form onSubmit={submit} className="space-y-3" noValidate>
            <div className="space-y-1.5">
              <Label htmlFor="partner-name">Name *</Label>
              <Input
                id="partner-name"
                aria-invalid={formState.errors.name ? true : undefined}
                aria-describedby={formState.errors.name ? "partner-name-error" : undefined}
                {...register("name", { validate: (v) => v.trim() !== "" || "Name is required" })}
              />
              {fieldError("name")}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="partner-email">Email *</Label>
              <Input
                id="partner-email"
                type="email"
                aria-invalid={formState.errors.email ? true : undefined}
                aria-describedby={formState.errors.email ? "partner-email-error" : undefined}
                {...emailField}
              />
              {fieldError("email")}
            </div>
            <div className="flex items-center gap-3 pt-1">
              <Controller
                control={form.control}
                name="wholeDomain"
                render={({ field }) => (
                  <Switch
                    id="partner-whole-domain"
                    checked={field.value}
                    onCheckedChange={(on) => {
                      field.onChange(on);
                      if (on && getValues("domain") === "") {
                        const domain = domainOfEmail(getValues("email"));
                        setValue("domain", domain);
                        filled.current = domain;
                      }
                    }}
                  />
                )}
              />
              <Label htmlFor="partner-whole-domain">The whole domain</Label>
            </div>
            {wholeDomain ? (
              <div className="space-y-1.5">
                <Label htmlFor="partner-domain">Domain</Label>
                <Input
                  id="partner-domain"
                  placeholder="example.com"
                  aria-invalid={formState.errors.domain ? true : undefined}
                  aria-describedby={formState.errors.domain ? "partner-domain-error" : undefined}
                  {...register("domain", {
                    validate: (v, all) => {
                      const domain = v.trim().toLowerCase();
                      if (!all.wholeDomain) return true;
                      if (!domain) return "Enter the domain, or switch off the whole domain";
                      return !isPublicMailDomain(domain) || publicDomainRefusal(domain, "partner");
                    },
                  })}
                />
                {fieldError("domain")}
              </div>
            ) : (
              <p className="text-xs text-slate-600">Only mail from this address is taken for the partner.</p>
            )}
            <div className="flex items-center gap-3 pt-1">
              <Controller
                control={form.control}
                name="isActive"
                render={({ field }) => (
                  <Switch id="partner-active" checked={field.value} onCheckedChange={field.onChange} />
                )}
              />
              <Label htmlFor="partner-active">Active Partner</Label>
            </div>
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
