import { MIN_PASSWORD_LENGTH, messages } from "@inbox/contracts";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toaster";
import { authClient, authErrorMessage } from "@/lib/auth-client";

type FormValues = { currentPassword: string; newPassword: string; confirm: string };

/**
 * "Change password" in the profile dialog. The server ends every other session when the password changes (a stolen
 * session dies with the old password); this browser gets a fresh one and stays signed in.
 */
export function ChangePasswordForm() {
  const form = useForm<FormValues>({ defaultValues: { currentPassword: "", newPassword: "", confirm: "" } });
  const { register, handleSubmit, reset, setError, formState } = form;

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const { error } = await authClient.changePassword({
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    });
    if (error) {
      const message = authErrorMessage(error);
      if (error.code === "INVALID_PASSWORD")
        setError("currentPassword", { message: "The current password is not right." });
      else toast.error("Password not changed", message);
      return;
    }
    reset();
    toast.success("Password changed", "You are signed out everywhere else.");
  });

  const field = (
    name: keyof FormValues,
    label: string,
    autoComplete: string,
    validate: (value: string, all: FormValues) => true | string,
  ) => {
    const error = formState.errors[name]?.message;
    return (
      <div className="space-y-1.5">
        <Label htmlFor={`password-${name}`}>{label}</Label>
        <PasswordInput
          id={`password-${name}`}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `password-${name}-error` : undefined}
          {...register(name, { validate })}
        />
        {error ? (
          <p id={`password-${name}-error`} className="text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-title" className="space-y-3">
      <h3 id="change-password-title" className="font-medium text-slate-900">
        Change password
      </h3>
      {field("currentPassword", "Current password", "current-password", (v) =>
        v ? true : "Please fill in your current password.",
      )}
      {field("newPassword", "New password", "new-password", (v) =>
        v.length >= MIN_PASSWORD_LENGTH ? true : messages.passwordTooShort,
      )}
      {field("confirm", "Confirm new password", "new-password", (v, all) =>
        v === all.newPassword ? true : messages.passwordMismatch,
      )}
      <p className="text-xs text-slate-500">Changing it signs you out on every other device.</p>
      <Button type="submit" variant="outline" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Changing..." : "Change password"}
      </Button>
    </form>
  );
}
