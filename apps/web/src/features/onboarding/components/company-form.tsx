import { zodResolver } from "@hookform/resolvers/zod";
import { companyInput, withScheme } from "@inbox/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { meQueryKey } from "@/features/auth/api/get-me";
import { ApiError, api } from "@/lib/api-client";

/**
 * Company Name + Website, checked on submit (spec 000 §5), then created and linked to the profile. An address typed
 * without a scheme is read as https:// (shown in the field when it is left), not refused.
 */
export function CompanyForm({
  urlLabel,
  busyLabel,
  onCreated,
}: {
  urlLabel: string;
  busyLabel: string;
  onCreated: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(companyInput),
    defaultValues: { name: "", url: "" },
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });

  const submit = form.handleSubmit(
    async (input) => {
      try {
        await api.post("/companies", input);
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        toast.success("Company created successfully!", `Welcome to Inbox Autopilot, ${input.name}.`);
        onCreated();
      } catch (error) {
        // An ended session: the sign-in guard says "Authentication required" and takes the user to /signin.
        if (error instanceof ApiError && error.status === 401) return;
        toast.error(
          "Error creating company",
          error instanceof ApiError ? error.message : "Failed to create company. Please try again.",
        );
      }
    },
    (errors) => toast.error("Error creating company", errors.name?.message ?? errors.url?.message),
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Company Name</FormLabel>
              <FormControl>
                <Input placeholder="e.g. Hotel Aurora" required autoComplete="organization" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="url"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{urlLabel}</FormLabel>
              <FormControl>
                <Input
                  type="url"
                  inputMode="url"
                  placeholder="e.g. hotel-aurora.com"
                  required
                  {...field}
                  onBlur={() => {
                    field.onChange(withScheme(field.value.trim()));
                    field.onBlur();
                  }}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? busyLabel : "Create Company & Continue"}
        </Button>
      </form>
    </Form>
  );
}
