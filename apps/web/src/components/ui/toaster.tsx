import { Toaster as SonnerToaster, toast as sonner } from "sonner";

export function Toaster() {
  return <SonnerToaster position="top-right" richColors closeButton duration={5000} />;
}

/** Toasts as the spec writes them: a title and a description; "destructive" for failures (spec 000 §8). */
export const toast = {
  success: (title: string, description?: string) => sonner.success(title, { description }),
  error: (title: string, description?: string) => sonner.error(title, { description }),
};
