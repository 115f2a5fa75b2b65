import { companyInput } from "@inbox/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { meQueryKey } from "@/features/auth/api/get-me";
import { ApiError, api } from "@/lib/api-client";

/** Company Name + Website, checked on submit (spec 000 §5), then created and linked to the profile. */
export function CompanyForm({
  urlLabel,
  busyLabel,
  onCreated,
}: {
  urlLabel: string;
  busyLabel: string;
  onCreated: () => void;
}) {
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<{ name?: string; url?: string }>({});
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = companyInput.safeParse({ name, url });
    if (!parsed.success) {
      const next: { name?: string; url?: string } = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as "name" | "url"] ??= issue.message;
      setErrors(next);
      toast.error("Error creating company", Object.values(next)[0]);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.post("/companies", parsed.data);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.success("Company created successfully!", `Welcome to Inbox Autopilot, ${parsed.data.name}.`);
      onCreated();
    } catch (error) {
      // An ended session: the sign-in guard says "Authentication required" and takes the user to /signin.
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(
        "Error creating company",
        error instanceof ApiError ? error.message : "Failed to create company. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="company-name">Company Name</Label>
        <Input
          id="company-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. Hotel Aurora"
          required
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? "company-name-error" : undefined}
        />
        {errors.name && (
          <p id="company-name-error" className="text-sm text-red-600">
            {errors.name}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="company-url">{urlLabel}</Label>
        <Input
          id="company-url"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="e.g. https://hotel-aurora.com"
          required
          aria-invalid={!!errors.url}
          aria-describedby={errors.url ? "company-url-error" : undefined}
        />
        {errors.url && (
          <p id="company-url-error" className="text-sm text-red-600">
            {errors.url}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? busyLabel : "Create Company & Continue"}
      </Button>
    </form>
  );
}
