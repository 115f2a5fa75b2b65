import { CheckCircle2 } from "lucide-react";
import { Navigate, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { useMe } from "@/features/auth/api/get-me";
import { CompanyForm } from "../components/company-form";
import { OnboardingLayout } from "../components/onboarding-layout";

/**
 * /user-signup: the first onboarding step, Create Your Company. A user who already has one (back button, an old link)
 * goes on where the onboarding stopped instead of seeing an empty form.
 */
export function Component() {
  const me = useMe();
  const navigate = useNavigate();
  if (me.data?.profile?.companyId)
    return <Navigate to={me.data.onboarding.nextStep ?? paths.dashboard.getHref()} replace />;
  return (
    <OnboardingLayout
      step={0}
      title="Create Your Company"
      subtitle={
        <p>
          Signed in as <strong className="text-slate-900">{me.data?.user.email}</strong>
        </p>
      }
    >
      <CompanyForm
        urlLabel="Company URL"
        busyLabel="Creating Company..."
        onCreated={() => navigate(paths.subscriptionSelection.getHref())}
      />
      <section className="mt-6 rounded-xl bg-slate-50 p-4">
        <h2 className="text-sm font-semibold text-slate-900">What's next</h2>
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {["Choose your plan", "Configure your AI agent", "Start your free trial"].map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CheckCircle2 aria-hidden className="size-4 text-brand-600" />
              {item}
            </li>
          ))}
        </ul>
      </section>
    </OnboardingLayout>
  );
}
