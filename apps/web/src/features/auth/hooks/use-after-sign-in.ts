import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "@/config/paths";
import { getMe, meQueryKey } from "../api/get-me";

/** After a sign-in: back to where the guard stopped the user, else the first unfinished onboarding step. */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async () => {
    const me = await getMe();
    queryClient.setQueryData(meQueryKey, me);
    const next = params.get("next");
    const safeNext = next?.startsWith("/") && !next.startsWith("//") ? next : null;
    navigate(me?.onboarding.nextStep ?? safeNext ?? paths.dashboard.getHref(), { replace: true });
  };
}
