import type { CustomerImport } from "@inbox/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "@/lib/api-client";
import { showAsLatestImport } from "./get-latest-import";

/**
 * The file goes as a form upload that the browser streams; the server answers once it is stored and queued. Sent
 * with XMLHttpRequest rather than fetch because only it reports how much of the file has gone.
 */
export function uploadCustomerCsv(file: File, onProgress?: (fraction: number) => void) {
  return new Promise<CustomerImport>((resolve, reject) => {
    const form = new FormData();
    form.append("file", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/customers/imports");
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { error?: { code?: string; message?: string; details?: unknown } } | null;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as unknown as CustomerImport);
      else
        reject(
          new ApiError(
            xhr.status,
            body?.error?.code ?? "HTTP",
            body?.error?.message ?? `Request failed (${xhr.status})`,
            body?.error?.details,
          ),
        );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, "NETWORK", "Cannot reach the server. Check your connection and try again."));
    xhr.send(form);
  });
}

/** Uploads a customer CSV; `progress` is the share of the file sent so far (0 to 1). */
export function useUploadCustomerCsv() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadCustomerCsv(file, setProgress);
    },
    onSuccess: (started) => showAsLatestImport(queryClient, started),
  });
  return { ...mutation, progress };
}
