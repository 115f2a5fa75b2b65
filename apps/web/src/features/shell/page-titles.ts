/** Title and subtitle of each working area's page header. */
const TITLES: { match: RegExp; title: string; subtitle: string }[] = [
  {
    match: /^\/dashboard/,
    title: "Support Inbox",
    subtitle: "Every customer email and what the agent did with it.",
  },
  {
    match: /^\/ticket\//,
    title: "Ticket",
    subtitle: "The conversation, the requester and the agent's work.",
  },
  { match: /^\/messages/, title: "Messages", subtitle: "Every message from your support mailboxes." },
  {
    match: /^\/library/,
    title: "Knowledge Library",
    subtitle: "Manage your AI agent's knowledge base.",
  },
  { match: /^\/customers/, title: "Customers", subtitle: "Your active customers." },
  { match: /^\/contacts/, title: "Contacts", subtitle: "People who wrote in who are not active customers." },
  { match: /^\/partners/, title: "Partners", subtitle: "Manage your business partners" },
  {
    match: /^\/escalation-by-intent/,
    title: "Escalation Responsables",
    subtitle: "Who handles what the agent cannot.",
  },
  {
    match: /^\/reports/,
    title: "Reports",
    subtitle: "What the agent did with your mail, and the time it saved.",
  },
  { match: /^\/team/, title: "Team", subtitle: "The people who share your inbox, and their roles." },
  { match: /^\/support-mailboxes/, title: "Support Mailboxes", subtitle: "The mailboxes the agent reads." },
  {
    match: /^\/test-agent/,
    title: "Test Your Agent",
    subtitle: "Try the agent on a message before it goes live.",
  },
];

export function pageTitleFor(pathname: string) {
  return TITLES.find((t) => t.match.test(pathname)) ?? { title: "Inbox Autopilot", subtitle: "" };
}
