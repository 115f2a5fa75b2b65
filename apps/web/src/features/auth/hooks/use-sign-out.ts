import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { meQueryKey } from "../api/get-me";
import { expectSignOut } from "../session-notice";

/** Sign-out with the toasts of spec 000 §8; the session ends on the server too. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      const { error } = await authClient.signOut();
      if (error && ![401, 403, 404].includes(error.status)) {
        toast.error("Failed to sign out. Please try again.");
        return;
      }
      expectSignOut();
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      toast.success("Successfully signed out");
      navigate(paths.signin.getHref(), { replace: true });
    } catch {
      toast.error("An unexpected error occurred");
    }
  };
}
