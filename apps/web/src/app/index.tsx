import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@/components/ui/toaster";
import { meQueryKey } from "@/features/auth/api/get-me";
import { setUnauthorizedHandler } from "@/lib/api-client";
import { queryClient } from "@/lib/query-client";
import { AppRouter } from "./router";

// A 401 from any call means the session ended: forget the user, and the guard sends them to /signin.
setUnauthorizedHandler(() => {
  queryClient.setQueryData(meQueryKey, null);
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <Toaster />
    </QueryClientProvider>
  );
}
