import {
  type Customer,
  type CustomerInput,
  type CustomerSubscription,
  customerSubscriptionValues,
  EMAIL_PATTERN,
  type PaymentStatus,
  paymentStatusValues,
} from "@inbox/contracts";
import { useEffect } from "react";
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
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useCreateCustomer } from "../api/create-customer";
import { useUpdateCustomer } from "../api/update-customer";
import { formatDate, parseMoney } from "./format";

interface FormValues {
  internalCustomerId: string;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  phone: string;
  phoneNumber: string;
  whatsapp: string;
  domainName: string;
  language: string;
  subscription: CustomerSubscription | "";
  paymentStatus: PaymentStatus | "";
  accountValue: string;
  isActiveCustomer: boolean;
}

const TEXT_FIELDS: { name: keyof FormValues; label: string; type?: string; placeholder?: string }[] = [
  { name: "firstName", label: "First Name" },
  { name: "lastName", label: "Last Name" },
  { name: "email", label: "Email", type: "email" },
  { name: "companyName", label: "Company Name" },
  { name: "phone", label: "Phone", type: "tel" },
  { name: "phoneNumber", label: "Phone Number", type: "tel" },
  { name: "whatsapp", label: "WhatsApp", type: "tel" },
  { name: "domainName", label: "Domain Name", placeholder: "example.com" },
  { name: "internalCustomerId", label: "Internal Customer ID", placeholder: "Assigned automatically" },
  { name: "language", label: "Language", placeholder: "e.g. en" },
];

function valuesOf(customer: Customer | null, active: boolean): FormValues {
  return {
    internalCustomerId: customer?.internalCustomerId ?? "",
    firstName: customer?.firstName ?? "",
    lastName: customer?.lastName ?? "",
    email: customer?.email ?? "",
    companyName: customer?.companyName ?? "",
    phone: customer?.phone ?? "",
    phoneNumber: customer?.phoneNumber ?? "",
    whatsapp: customer?.whatsapp ?? "",
    domainName: customer?.domainName ?? "",
    // Spec 001 §5: language empty by default; a new customer active by default (a new contact is not).
    language: customer?.language ?? "",
    subscription: customer?.subscription ?? "",
    paymentStatus: customer?.paymentStatus ?? "",
    accountValue: customer?.accountValue === null || customer === null ? "" : String(customer.accountValue),
    isActiveCustomer: customer?.isActiveCustomer ?? active,
  };
}

/**
 * Add Customer / Add Contact, and the edit dialog, titled "Edit Customer" for an active record and "Edit Contact"
 * otherwise (spec 001 §2). Every field of the customer (spec 001 §3).
 */
export function CustomerDialog({
  open,
  onOpenChange,
  customer,
  active,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to edit, or null to add one. */
  customer: Customer | null;
  /** The page the dialog opens from: Customers (true) or Contacts (false). */
  active: boolean;
}) {
  const editing = customer !== null;
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const form = useForm<FormValues>({ defaultValues: valuesOf(customer, active) });
  const { register, handleSubmit, reset, setError, formState } = form;
  useEffect(() => {
    if (open) reset(valuesOf(customer, active));
  }, [open, customer, active, reset]);

  const noun = editing
    ? customer.isActiveCustomer
      ? "Customer"
      : "Contact"
    : active
      ? "Customer"
      : "Contact";
  const title = editing ? `Edit ${noun}` : `Add ${noun}`;
  const busy = create.isPending || update.isPending;

  const submit = handleSubmit(async (values) => {
    let accountValue: number | null = null;
    if (values.accountValue.trim() !== "") {
      const parsed = parseMoney(values.accountValue);
      if (parsed === null && !editing) {
        setError("accountValue", { message: "Enter the account value as a number, like 1250.50" });
        return;
      }
      // Spec 001 §5: in the edit form an invalid number becomes 0.
      accountValue = parsed ?? 0;
    }
    const input: CustomerInput = {
      ...values,
      subscription: values.subscription || null,
      paymentStatus: values.paymentStatus || null,
      accountValue,
    };
    try {
      if (editing) {
        await update.mutateAsync({ id: customer.id, input });
        toast.success("Customer updated successfully");
      } else {
        await create.mutateAsync(input);
        toast.success("Customer created successfully");
      }
      onOpenChange(false);
    } catch (error) {
      toast.error(
        editing ? "Failed to update customer" : "Failed to create customer",
        error instanceof ApiError ? error.message : undefined,
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {editing
              ? `Added ${formatDate(customer.dateAdded)}. Change any field; the agent uses the new details on the next email.`
              : "The agent recognises them by their email on their next message."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="grid gap-3 sm:grid-cols-2">
            {TEXT_FIELDS.map((field) => {
              const error = formState.errors[field.name]?.message;
              return (
                <div key={field.name} className="space-y-1.5">
                  <Label htmlFor={`customer-${field.name}`}>{field.label}</Label>
                  <Input
                    id={`customer-${field.name}`}
                    type={field.type ?? "text"}
                    placeholder={field.placeholder}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `customer-${field.name}-error` : undefined}
                    {...register(field.name, {
                      validate:
                        field.name === "email"
                          ? (v) => !v || EMAIL_PATTERN.test(String(v).trim()) || "Invalid email address"
                          : undefined,
                    })}
                  />
                  {error && (
                    <p id={`customer-${field.name}-error`} className="text-xs text-red-700">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <div className="space-y-1.5">
              <Label htmlFor="customer-subscription">Subscription</Label>
              <NativeSelect id="customer-subscription" {...register("subscription")}>
                <option value="">None</option>
                {customerSubscriptionValues.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="customer-paymentStatus">Payment Status</Label>
              <NativeSelect id="customer-paymentStatus" {...register("paymentStatus")}>
                <option value="">None</option>
                {paymentStatusValues.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="customer-accountValue">Account Value</Label>
              <div className="relative">
                <span
                  aria-hidden
                  className="pointer-events-none absolute left-3 top-2.5 text-sm text-slate-500"
                >
                  $
                </span>
                <Input
                  id="customer-accountValue"
                  inputMode="decimal"
                  className="pl-6"
                  placeholder="0.00"
                  aria-invalid={formState.errors.accountValue ? true : undefined}
                  aria-describedby={formState.errors.accountValue ? "customer-accountValue-error" : undefined}
                  {...register("accountValue")}
                />
              </div>
              {formState.errors.accountValue && (
                <p id="customer-accountValue-error" className="text-xs text-red-700">
                  {formState.errors.accountValue.message}
                </p>
              )}
            </div>
            <div className="flex items-center gap-3 self-end pb-2">
              <Controller
                control={form.control}
                name="isActiveCustomer"
                render={({ field }) => (
                  <Switch
                    id="customer-isActiveCustomer"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
              <Label htmlFor="customer-isActiveCustomer">Active customer</Label>
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {editing ? (busy ? "Saving..." : "Save Changes") : busy ? "Adding..." : `Add ${noun}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
