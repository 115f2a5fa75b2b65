import { createBrowserRouter, Navigate, RouterProvider } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ProtectedRoute } from "@/features/auth/components/protected-route";
import { AdminOnly } from "./admin-only";
import { RootErrorBoundary } from "./root-error-boundary";

// Each route's module is loaded when first visited: the landing page ships without the signed-in app.
export const router = createBrowserRouter([
  {
    ErrorBoundary: RootErrorBoundary,
    // Shown while the first page's module loads (without it React Router warns on every page load).
    HydrateFallback: PageSpinner,
    children: [
      { path: paths.home.path, lazy: () => import("@/features/marketing/routes/landing") },
      { path: paths.privacyPolicy.path, lazy: () => import("@/features/legal/routes/privacy-policy") },
      { path: paths.termsOfService.path, lazy: () => import("@/features/legal/routes/terms-of-service") },
      { path: "/privacy", element: <Navigate to={paths.privacyPolicy.getHref()} replace /> },
      { path: "/terms", element: <Navigate to={paths.termsOfService.getHref()} replace /> },
      { path: paths.signin.path, lazy: () => import("@/features/auth/routes/signin") },
      { path: paths.signup.path, lazy: () => import("@/features/auth/routes/signup") },
      { path: paths.forgotPassword.path, lazy: () => import("@/features/auth/routes/forgot-password") },
      { path: paths.resetPassword.path, lazy: () => import("@/features/auth/routes/reset-password") },
      { path: paths.invite.path, lazy: () => import("@/features/auth/routes/invite") },
      // A guest rates a reply from the link under it: public, no session.
      { path: paths.rateReply.path, lazy: () => import("@/features/reply-rating/routes/rate-reply") },
      {
        Component: ProtectedRoute,
        children: [
          // Onboarding: full-screen steps, no sidebar.
          { path: paths.userSignup.path, lazy: () => import("@/features/onboarding/routes/user-signup") },
          {
            path: paths.createCompany.path,
            lazy: () => import("@/features/onboarding/routes/create-company"),
          },
          {
            path: paths.subscriptionSelection.path,
            lazy: () => import("@/features/onboarding/routes/subscription-selection"),
          },
          { path: paths.agentConfig.path, lazy: () => import("@/features/onboarding/routes/agent-config") },
          { path: paths.brandBrief.path, lazy: () => import("@/features/onboarding/routes/brand-brief") },
          {
            path: paths.emailConnection.path,
            lazy: () => import("@/features/onboarding/routes/email-connection"),
          },
          {
            path: paths.defineUsecase.path,
            lazy: () => import("@/features/onboarding/routes/define-usecase"),
          },
          // The working areas, inside the application shell (sidebar, header, dialogs).
          {
            lazy: () => import("@/features/shell/components/app-layout"),
            children: [
              { path: paths.dashboard.path, lazy: () => import("@/features/inbox/routes/dashboard") },
              { path: paths.testAgent.path, lazy: () => import("@/features/test-agent/routes/test-agent") },
              { path: paths.customers.path, lazy: () => import("@/features/customers/routes/customers") },
              { path: paths.contacts.path, lazy: () => import("@/features/customers/routes/contacts") },
              { path: paths.partners.path, lazy: () => import("@/features/partners/routes/partners") },
              { path: paths.library.path, lazy: () => import("@/features/library/routes/library") },
              {
                Component: AdminOnly,
                children: [
                  {
                    path: paths.supportMailboxes.path,
                    lazy: () => import("@/features/mailboxes/routes/support-mailboxes"),
                  },
                  {
                    path: paths.escalationByIntent.path,
                    lazy: () => import("@/features/responsables/routes/escalation-by-intent"),
                  },
                ],
              },
              { path: paths.team.path, lazy: () => import("@/features/team/routes/team") },
              { path: paths.reports.path, lazy: () => import("@/features/reports/routes/reports") },
              { path: paths.ticket.path, lazy: () => import("@/features/inbox/routes/ticket") },
              { path: paths.messages.path, lazy: () => import("@/features/messages/routes/messages") },
              { path: paths.message.path, lazy: () => import("@/features/messages/routes/message") },
            ],
          },
        ],
      },
      { path: "*", lazy: () => import("@/features/misc/routes/not-found") },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
