import { zodResolver } from "@hookform/resolvers/zod";
import { fieldLimits, MIN_PASSWORD_LENGTH, messages, tooLongMessage } from "@inbox/contracts";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Form, FormInput } from "@/components/ui/form";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toaster";
import { authClient, authErrorMessage } from "@/lib/auth-client";

/** Spec 000 §5's rules for a new password; every field says what is wrong at once. */
const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, "Please fill in your current password."),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, messages.passwordTooShort)
      .max(fieldLimits.password, tooLongMessage("Password", fieldLimits.password)),
    confirm: z.string(),
  })
  .refine((v) => v.confirm === v.newPassword, {
    path: ["confirm"],
    message: messages.passwordMismatch,
    when: () => true,
  });

const empty = { currentPassword: "", newPassword: "", confirm: "" };

/**
 * "Change password" in the profile dialog. The server ends every other session when the password changes (a stolen
 * session dies with the old password); this browser gets a fresh one and stays signed in.
 */
export function ChangePasswordForm() {
  const form = useForm({ resolver: zodResolver(changePasswordForm), defaultValues: empty });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const { error } = await authClient.changePassword({
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    });
    if (error) {
      if (error.code === "INVALID_PASSWORD")
        form.setError("currentPassword", { message: "The current password is not right." });
      else toast.error("Password not changed", authErrorMessage(error));
      return;
    }
    form.reset(empty);
    toast.success("Password changed", "You are signed out everywhere else.");
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="change-password-title" className="space-y-3">
        <h3 id="change-password-title" className="font-medium text-slate-900">
          Change password
        </h3>
        <FormInput
          control={form.control}
          name="currentPassword"
          label="Current password"
          as={PasswordInput}
          autoComplete="current-password"
        />
        <FormInput
          control={form.control}
          name="newPassword"
          label="New password"
          as={PasswordInput}
          autoComplete="new-password"
        />
        <FormInput
          control={form.control}
          name="confirm"
          label="Confirm new password"
          as={PasswordInput}
          autoComplete="new-password"
        />
        <p className="text-xs text-slate-500">Changing it signs you out on every other device.</p>
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          {isSubmitting ? "Changing..." : "Change password"}
        </Button>
      </form>
    </Form>
  );
}
