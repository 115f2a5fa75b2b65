import { usePublicConfig } from "@/features/marketing/api/public-config";
import { LegalPage, type LegalSection } from "../components/legal-page";

/** Terms of Service (spec 000 §1): 16 sections; the governing law comes from configuration. */
export function Component() {
  const config = usePublicConfig();
  const law = config.data?.governingLaw;
  const support = config.data?.supportEmail ?? "support@inbox-autopilot.com";
  const sections: LegalSection[] = [
    {
      id: "acceptance",
      title: "Acceptance of these terms",
      body: (
        <p>
          These terms govern your use of Inbox Autopilot, provided by Inbox Autopilot, Inc., a United States
          company ("we", "us"). By creating an account or using the service on behalf of a business, you
          accept them for that business ("you").
        </p>
      ),
    },
    {
      id: "service",
      title: "The service",
      body: (
        <p>
          Inbox Autopilot connects to mailboxes you choose and uses an AI agent to read, classify, answer and
          route customer email, in sandbox mode (drafts for your review) or live mode (replies sent on your
          behalf), as you configure it.
        </p>
      ),
    },
    {
      id: "accounts",
      title: "Accounts and security",
      body: (
        <p>
          You must give accurate information, keep your credentials secret, and tell us at once of any
          unauthorised use. You are responsible for what happens under your account and for the users you
          invite.
        </p>
      ),
    },
    {
      id: "trial",
      title: "Free trial",
      body: (
        <p>
          New companies get a 15-day free trial of the plan they choose, with no credit card required. After
          the trial, an unpaid account continues on the Free plan's limits.
        </p>
      ),
    },
    {
      id: "fees",
      title: "Plans, fees and payment",
      body: (
        <p>
          Paid plans are billed per agent per month as shown on our pricing page. Fees are due in advance for
          each billing period and are non-refundable, except where the law requires otherwise. We may change
          prices with at least 30 days' notice before your next billing period.
        </p>
      ),
    },
    {
      id: "your-content",
      title: "Your content and mailbox data",
      body: (
        <p>
          You keep all rights to your content, mailbox data and knowledge. You give us the rights needed to
          host, process and transmit it solely to provide the service. You confirm you may lawfully let us
          process the email of your mailboxes.
        </p>
      ),
    },
    {
      id: "ai-output",
      title: "AI-generated replies",
      body: (
        <p>
          The agent answers from the knowledge you provide and escalates what it cannot answer. You remain
          responsible for your replies to your customers, for reviewing drafts in sandbox mode, and for the
          decision to switch to live mode.
        </p>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <p>
          You will not use the service to send spam or unlawful content, to infringe others' rights, to
          attempt to access other customers' data, or to disrupt or reverse-engineer the service.
        </p>
      ),
    },
    {
      id: "third-party",
      title: "Third-party services",
      body: (
        <p>
          Connections to Google, Microsoft and other providers are subject to their terms. We are not
          responsible for their availability or changes that affect the connection.
        </p>
      ),
    },
    {
      id: "availability",
      title: "Availability and support",
      body: (
        <p>
          We aim for the service to be available at all times but do not guarantee uninterrupted operation.
          Support is available at{" "}
          <a className="text-brand-700 underline" href={`mailto:${support}`}>
            {support}
          </a>
          .
        </p>
      ),
    },
    {
      id: "confidentiality",
      title: "Confidentiality",
      body: (
        <p>
          Each party keeps the other's confidential information secret and uses it only to perform these
          terms.
        </p>
      ),
    },
    {
      id: "warranties",
      title: "Warranties and disclaimers",
      body: (
        <p>
          The service is provided "as is". To the extent the law allows, we disclaim all implied warranties,
          including merchantability and fitness for a particular purpose.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Limitation of liability",
      body: (
        <p>
          To the extent the law allows, neither party is liable for indirect or consequential damages, and our
          total liability for any claim is capped at the amount you paid us in the 12 months before the event
          giving rise to it.
        </p>
      ),
    },
    {
      id: "termination",
      title: "Term and termination",
      body: (
        <p>
          You may stop using the service at any time. Either party may terminate for a material breach that is
          not cured within 30 days of written notice. On termination we delete your data as described in our
          Privacy Policy.
        </p>
      ),
    },
    {
      id: "governing-law",
      title: "Governing law",
      body: (
        <p>
          These terms are governed by the laws of{" "}
          {law ? (
            <strong>{law}</strong>
          ) : (
            <mark className="rounded bg-yellow-100 px-1">[governing law to be confirmed]</mark>
          )}
          , without regard to its conflict-of-laws rules.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms. We will post the new version here and, for material changes, notify
          account owners by email at least 30 days before they take effect.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 1, 2026"
      intro={<p>These terms are written to be read. If anything is unclear, ask us before you rely on it.</p>}
      sections={sections}
    />
  );
}
