import { zodResolver } from "@hookform/resolvers/zod";
import { domainOfEmail, doNotReplyInputSchema } from "@inbox/contracts";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormInput, FormSwitch } from "@/components/ui/form";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useAddDoNotReply } from "../api/add-do-not-reply";

/**
 * Adding a sender to the do-not-reply list by hand: the address alone, or everyone at its domain. The whole domain of a
 * public mail provider is refused as soon as it is chosen, with the reason, by the same rule the server applies; what the
 * server refuses (a sender already on the list) shows under the field and in a toast.
 */
export function DoNotReplyForm() {
  const add = useAddDoNotReply();
  const form = useForm({
    resolver: zodResolver(doNotReplyInputSchema),
    defaultValues: { email: "", wholeDomain: false },
  });
  const email = form.watch("email");
  const domain = domainOfEmail(email);
  const refused = !!form.formState.errors.wholeDomain;
  // The refusal follows the address and the switch as they change, not only on submit.
  const checkWholeDomain = () => void form.trigger("wholeDomain");

  const submit = form.handleSubmit(async (input) => {
    try {
      const entry = await add.mutateAsync({ email: input.email, wholeDomain: input.wholeDomain });
      toast.success(
        entry.domain
          ? `Added everyone at ${entry.domain} to the do not reply list`
          : `Added ${entry.email} to the do not reply list`,
      );
      form.reset();
    } catch (error) {
      if (!(error instanceof ApiError)) return void toast.error("Failed to add to do not reply list");
      // A sender already on the list: said where the address is typed, as well as in the toast.
      if (error.status === 409) form.setError("email", { message: error.message });
      toast.error(error.message);
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-2 pt-2">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <FormInput
            control={form.control}
            name="email"
            label="Email to never reply to"
            labelClassName="sr-only"
            className="sm:w-full sm:max-w-sm"
            type="email"
            placeholder="sender@example.com"
            onChange={checkWholeDomain}
          />
          <Button type="submit" variant="outline" disabled={!email.trim() || refused || add.isPending}>
            {add.isPending ? "Adding..." : "Add to list"}
          </Button>
        </div>
        <FormSwitch
          control={form.control}
          name="wholeDomain"
          label={`The whole domain${domain ? ` (everyone at ${domain})` : ""}`}
          onCheckedChange={checkWholeDomain}
        />
      </form>
    </Form>
  );
}
