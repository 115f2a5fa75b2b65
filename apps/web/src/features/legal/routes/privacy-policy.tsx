import { usePublicConfig } from "@/features/marketing/api/public-config";
import { LegalPage, type LegalSection } from "../components/legal-page";

/** Privacy Policy (spec 000 §1): 12 sections. */
export function Component() {
  const config = usePublicConfig();
  const privacyEmail = config.data?.privacyEmail ?? "privacy@inbox-autopilot.com";
  const contact = (
    <a className="text-brand-700 underline" href={`mailto:${privacyEmail}`}>
      {privacyEmail}
    </a>
  );
  const sections: LegalSection[] = [
    {
      id: "who-we-are",
      title: "Who we are",
      body: (
        <p>
          Inbox Autopilot is provided by Inbox Autopilot, Inc., a company incorporated in the United States
          ("we", "us"). We provide an AI agent that reads, answers and routes the email of a business's shared
          support mailbox. This notice explains what personal data we handle, why, and the choices you have.
        </p>
      ),
    },
    {
      id: "data-we-collect",
      title: "Information we collect",
      body: (
        <>
          <p>
            <strong>Account data:</strong> your name, email address, company name and website, the plan you
            chose, and your sign-in details (a password hash, or the identity your Google account shares with
            us).
          </p>
          <p>
            <strong>Mailbox data:</strong> when you connect a mailbox, the emails it receives and the replies
            sent from it, their senders and recipients, and the access tokens or passwords needed to connect
            (stored encrypted).
          </p>
          <p>
            <strong>Business content:</strong> your FAQ, brand brief, customers, contacts, partners and
            escalation responsables.
          </p>
          <p>
            <strong>Usage data:</strong> technical logs (IP address, browser, pages requested, errors) kept to
            run and secure the service.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use",
      title: "How we use information",
      body: (
        <p>
          We use this data only to provide the service you asked for: to read incoming email, classify it,
          draft or send replies in your tone of voice, escalate to your team, learn from your team's answers,
          show you what the agent did, keep your account secure, and support you. We do not use your mailbox
          content to advertise to you or to anyone else.
        </p>
      ),
    },
    {
      id: "ai-processing",
      title: "AI processing and Google user data",
      body: (
        <>
          <p>
            The agent processes email with a local model running on our servers or, if your workspace is
            configured for it, with a large-language-model provider acting on our instructions. Content sent
            to such a provider is used only to produce your answer and is not used to train its models.
          </p>
          <p>
            Our use of information received from Google APIs adheres to the Google API Services User Data
            Policy, including the Limited Use requirements. Gmail data is used only to provide the agent's
            features visible in the product; it is never sold, never used for advertising, and never read by
            people except with your permission, for security, or where the law requires it.
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "How we share information",
      body: (
        <>
          <p>
            <strong>We do not sell personal data.</strong> We share it only with service providers that host
            and operate the service for us (hosting, email delivery, and, where configured, an AI provider),
            under contracts that limit their use to our instructions; when the law requires it; or as part of
            a merger or acquisition, with notice to you.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "Data retention",
      body: (
        <p>
          We keep account and mailbox data while your account is active. When you delete a mailbox or your
          account, we delete the related data within 30 days, except what we must keep by law (for example
          invoices) and backups, which expire within 90 days.
        </p>
      ),
    },
    {
      id: "security",
      title: "Security",
      body: (
        <p>
          Data is encrypted in transit (TLS) and mailbox passwords and tokens are encrypted at rest
          (AES-256-GCM). Access is limited to the staff who need it to run the service. Each company's data is
          kept separate from every other company's.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights and choices",
      body: (
        <p>
          Depending on where you live, you may ask to access, correct, export or delete your personal data, or
          object to or restrict its processing. Send data rights requests to {contact}; we answer within 30
          days. You can disconnect a mailbox at any time in Support Mailboxes, and revoke Google access in
          your Google account settings.
        </p>
      ),
    },
    {
      id: "children",
      title: "Children's privacy",
      body: (
        <p>
          Our services are not directed to children under 16, and we do not knowingly collect personal data
          from them. If you believe a child has given us personal data, contact {contact} and we will delete
          it.
        </p>
      ),
    },
    {
      id: "international",
      title: "International transfers",
      body: (
        <p>
          We are based in the United States and may process data there and in other countries where our
          providers operate. Where the law requires it, we protect such transfers with standard contractual
          clauses or equivalent safeguards.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          We may update this policy. We will post the new version here with its date and, for material
          changes, tell account owners by email before they take effect.
        </p>
      ),
    },
    { id: "contact", title: "Contact us", body: <p>Questions about this policy or your data: {contact}.</p> },
  ];
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 1, 2026"
      intro={
        <p>
          Your customers trust you with their email, and you trust us with it. This policy says plainly what
          we do with that trust.
        </p>
      }
      sections={sections}
    />
  );
}
