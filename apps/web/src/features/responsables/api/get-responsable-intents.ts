import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface AssignableIntent {
  id: string;
  name: string;
  language: string;
}

export const getResponsableIntents = () => api.get<AssignableIntent[]>("/escalation-responsables/intents");

export const responsableIntentsQueryOptions = () =>
  queryOptions({ queryKey: ["responsable-intents"], queryFn: getResponsableIntents });

export function useResponsableIntents() {
  return useQuery(responsableIntentsQueryOptions());
}
