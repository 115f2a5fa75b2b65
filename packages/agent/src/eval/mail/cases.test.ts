import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { splitFaq } from "../../knowledge/faq";
import { loadMailCases, MAIL_ACTIONS, MAIL_CATEGORIES, mailCaseSetSchema } from "./cases";
import { countMailCases } from "./counts";

const FILE = fileURLToPath(new URL("./cases.json", import.meta.url));
const set = loadMailCases(FILE);
const counts = countMailCases(set);
const workspaceOf = (id: string) => set.workspaces[id]!;
const entriesOf = (id: string) =>
  splitFaq(workspaceOf(id).faqContent).map((e) => `${e.question ?? ""}\n${e.answer}`);

describe("the realistic mail set", () => {
  it("loads and is large and varied enough", () => {
    expect(counts.total).toBeGreaterThanOrEqual(170);
    expect(counts.nonEnglish / counts.total).toBeGreaterThanOrEqual(0.35);
    // The set was written for issue 13: every kind it named (issue 22's kinds are in the later sets).
    expect(Object.keys(counts.perCategory).sort()).toEqual([...MAIL_CATEGORIES].sort());
    expect(Object.keys(counts.perAction).sort()).toEqual([...MAIL_ACTIONS].sort());
    for (const language of ["fr", "de", "es", "it", "nl", "pt"])
      expect(counts.perLanguage[language]).toBeGreaterThan(0);
    expect(counts.formality.formal).toBeGreaterThan(0);
    expect(counts.formality.informal).toBeGreaterThan(0);
  });

  it("has one hotel and one PMS vendor, each with its share of the mail", () => {
    const kinds = Object.entries(set.workspaces).map(([id, ws]) => [ws.kind, counts.perWorkspace[id] ?? 0]);
    expect(kinds.map(([kind]) => kind).sort()).toEqual(["hotel", "pms"]);
    const size = Object.fromEntries(kinds);
    expect(size.hotel).toBeGreaterThanOrEqual(100);
    expect(size.pms).toBeGreaterThanOrEqual(55);
    for (const id of Object.keys(set.workspaces)) expect(entriesOf(id).length).toBeGreaterThanOrEqual(15);
  });

  it("has the hard cases issue 13 names", () => {
    expect(counts.severalQuestions.total).toBeGreaterThanOrEqual(12);
    expect(counts.severalQuestions.allAnswerable).toBeGreaterThan(0);
    expect(counts.severalQuestions.mixed).toBeGreaterThan(0);
    expect(counts.nearestEntryTraps).toBeGreaterThanOrEqual(10);
    const translations = set.cases.filter((c) => c.expected.action === "handover_translation");
    expect(translations.length).toBeGreaterThanOrEqual(6);
    for (const mail of translations) expect(mail.expected.replyLanguage, mail.id).not.toBe("en");
    const withoutHeaders = set.cases.filter(
      (c) => ["out-of-office", "auto-reply"].includes(c.category) && !c.headers,
    );
    expect(withoutHeaders.length).toBeGreaterThanOrEqual(2);
    for (const mail of withoutHeaders) expect(mail.expected.action, mail.id).toBe("filter");
  });

  it("holds the cancellation scenario: cancelling is escalated, the policy question never carries another guest's booking", () => {
    const hotel = Object.keys(set.workspaces).find((id) => workspaceOf(id).kind === "hotel")!;
    const cancels = set.cases.filter((c) => c.workspace === hotel && c.expected.intent === "cancel_booking");
    const requests = cancels.filter((c) => c.expected.action === "escalate");
    const policy = cancels.filter((c) => c.expected.action === "reply");
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(policy.length).toBeGreaterThanOrEqual(1);
    const references = requests.flatMap((c) => c.body.match(/\bRS-\d{5}\b/g) ?? []);
    expect(references.length).toBeGreaterThan(0);
    expect(policy.some((c) => references.some((ref) => c.expected.mustNotInclude.includes(ref)))).toBe(true);
  });

  it("asks for facts that are in the workspace's FAQ, each part's facts in one entry", () => {
    expectFactsInFaq(set);
  });

  it("keeps each action's expectations consistent", () => {
    expectConsistentActions(set);
  });

  it("refuses a file that breaks the shape, saying where", () => {
    const broken = structuredClone(set) as { cases: { expected: Record<string, unknown> }[] };
    broken.cases[0]!.expected.action = "answer";
    delete broken.cases[1]!.expected.replyLanguage;
    const result = mailCaseSetSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("cases.0.expected.action");
    expect(paths).toContain("cases.1.expected.replyLanguage");
  });
});

type MailCaseSet = ReturnType<typeof loadMailCases>;

function expectFactsInFaq(set: MailCaseSet) {
  for (const mail of set.cases) {
    const ws = set.workspaces[mail.workspace]!;
    const entries = splitFaq(ws.faqContent).map((e) => `${e.question ?? ""}\n${e.answer}`);
    for (const part of mail.expected.parts) {
      // The booking link offered to a qualified lead comes from the agent config, not the FAQ.
      const facts = part.mustInclude.filter((fact) => fact !== ws.bookingUrl);
      if (!facts.length) continue;
      for (const fact of facts) expect(ws.faqContent, `${mail.id}: ${fact}`).toContain(fact);
      const holder = entries.find((entry) => facts.every((fact) => entry.includes(fact)));
      expect(holder, `${mail.id}: ${part.asks}`).toBeDefined();
      for (const never of mail.expected.mustNotInclude) expect(holder, mail.id).not.toContain(never);
    }
  }
}

function expectConsistentActions(set: MailCaseSet) {
  for (const mail of set.cases) {
    const { action, parts } = mail.expected;
    const answered = parts.filter((p) => p.answerable).length;
    if (action === "reply") expect(answered, mail.id).toBe(parts.length);
    if (action === "reply_and_handover") {
      expect(answered, mail.id).toBeGreaterThan(0);
      expect(answered, mail.id).toBeLessThan(parts.length);
    }
    if (action === "ask_responsable") expect(answered, mail.id).toBe(0);
    if (["skip", "filter"].includes(action)) expect(parts, mail.id).toEqual([]);
    const domain = set.workspaces[mail.workspace]!.companyDomain;
    expect(mail.from.endsWith(`@${domain}>`), mail.id).toBe(mail.category === "teammate");
    if (action === "sales") expect(set.workspaces[mail.workspace]!.kind, mail.id).toBe("pms");
  }
}

describe("the demo hotel's mail", () => {
  const demo = loadMailCases(fileURLToPath(new URL("./demo-hotel.json", import.meta.url)));

  it("is mail to the demo workspace whose facts are in its FAQ, with consistent expectations", () => {
    expect(Object.keys(demo.workspaces)).toEqual(["aurora"]);
    expect(demo.cases.length).toBe(150);
    expectFactsInFaq(demo);
    expectConsistentActions(demo);
  });
});
