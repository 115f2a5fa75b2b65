import type { ActionIfTeammate } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { libraryQueryKey } from "./get-library";

export const updateActionIfTeammate = (actionIfTeammate: ActionIfTeammate) =>
  api.put("/library/action-if-teammate", { actionIfTeammate });

export function useUpdateActionIfTeammate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActionIfTeammate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: libraryQueryKey }),
  });
}
