import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { CompanyForm } from "../components/company-form";
import { OnboardingLayout } from "../components/onboarding-layout";

/** /create-company: the short form for a signed-in user without a company; then the dashboard. */
export function Component() {
  const navigate = useNavigate();
  return (
    <OnboardingLayout step={0} title="Create Your Company" subtitle="Tell us about your hotel to get started">
      <CompanyForm
        urlLabel="Company Website"
        busyLabel="Creating..."
        onCreated={() => navigate(paths.dashboard.getHref())}
      />
    </OnboardingLayout>
  );
}
