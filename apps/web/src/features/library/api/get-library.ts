import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { LibraryData } from "../types";

export const libraryQueryKey = ["library"] as const;

export const getLibrary = () => api.get<LibraryData>("/library");

export const libraryQueryOptions = () => queryOptions({ queryKey: libraryQueryKey, queryFn: getLibrary });

/** Agent config (FAQ, action if teammate, features) and brand brief; a missing row comes back as null. */
export function useLibrary() {
  return useQuery(libraryQueryOptions());
}
