import { isRouteErrorResponse, useRouteError } from "react-router";

/** Last line of defence: a screen that says what happened and how to get going again. */
export function RootErrorBoundary() {
  const error = useRouteError();
  // A deploy replaced the hashed chunks this tab still points at: a reload fetches the new ones.
  const isStaleChunk =
    error instanceof TypeError && /dynamically imported module|Importing a module/i.test(error.message);
  return (
    <div
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-slate-600">
        {isStaleChunk
          ? "A newer version of Inbox Autopilot is available."
          : isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : "An unexpected error occurred. Reloading the page usually fixes it."}
      </p>
      <button
        type="button"
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </div>
  );
}
