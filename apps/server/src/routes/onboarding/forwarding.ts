import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import {
  completeOnboarding,
  findForwardingMailbox as findCompanyForwardingMailbox,
  createForwardingMailbox as insertForwardingMailbox,
} from "@inbox/db";
import type { AppContext } from "../../context";

// Names no one outside this machine or network can deliver mail to (RFC 2606 / 6761 / 6762 / 8375 and common LAN names).
const PRIVATE_SUFFIXES = [
  "localhost",
  "local",
  "test",
  "example",
  "invalid",
  "internal",
  "lan",
  "home",
  "corp",
  "home.arpa",
  "localdomain",
];

/** Whether mail from the internet can reach addresses at this domain at all (it has a public name). */
export function isPublicMailDomain(domain: string): boolean {
  const name = domain.trim().toLowerCase().replace(/\.$/, "");
  if (!name || isIP(name.replace(/^\[|\]$/g, ""))) return false;
  if (!name.includes(".")) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** What /email-connection shows about forwarding: the domain, and whether real mail can reach it yet. */
export function forwardingSetup(ctx: AppContext) {
  const domain = ctx.env.INBOUND_MAIL_DOMAIN;
  return {
    domain,
    receivesOutsideMail: isPublicMailDomain(domain),
    /** The setting that names the domain, and the port the forwarding listener takes mail on. */
    domainSetting: "INBOUND_MAIL_DOMAIN",
    smtpPort: ctx.env.INBOUND_SMTP_PORT,
  };
}

export function findForwardingMailbox(ctx: AppContext, companyId: string) {
  return findCompanyForwardingMailbox(ctx.db, { companyId });
}

/** The company's forwarding mailbox, made when forwarding is chosen (and only then); choosing again returns it. */
export async function createForwardingMailbox(
  ctx: AppContext,
  { userId, company }: { userId: string; company: { id: string; name: string; email: string } },
) {
  const existing = await findForwardingMailbox(ctx, company.id);
  if (existing) return { mailbox: existing, created: false };
  const slug =
    company.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 20) || "inbox";
  const address = `${slug}-${randomBytes(4).toString("hex")}@${ctx.env.INBOUND_MAIL_DOMAIN}`;
  const mailbox = await insertForwardingMailbox(ctx.db, {
    companyId: company.id,
    userId,
    email: company.email,
    address,
  });
  // A forwarding address is a connected mailbox: onboarding goes on to the usecase, as for Gmail or IMAP.
  await completeOnboarding(ctx.db, { userId });
  return { mailbox, created: true };
}
