import { devOutbox } from "@inbox/db";
import { desc, eq } from "drizzle-orm";
import { jsonRequest, readJson, type TestApp } from "../../testing/test-app";

/** The invitation link of the last mail the dev outbox holds for `email`. */
export async function invitationLinkIn(t: TestApp, email: string) {
  const [mail] = await t.ctx.db
    .select({ text: devOutbox.text })
    .from(devOutbox)
    .where(eq(devOutbox.to, email))
    .orderBy(desc(devOutbox.createdAt))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+\/invite\/([\w-]+)/);
  if (!link) throw new Error(`no invitation mail for ${email}`);
  return { url: link[0], token: link[1]! };
}

/** A teammate who joined the owner's company the way a person does: invited, signed up, link followed. */
export async function joinTeam(
  t: TestApp,
  owner: { cookie: string },
  { email, role }: { email: string; role: "admin" | "member" },
) {
  const invited = await t.request(
    "/api/team/invitations",
    jsonRequest("POST", { email, role }, owner.cookie),
  );
  if (invited.status !== 201) throw new Error(`invitation refused: ${await invited.text()}`);
  const { token } = await invitationLinkIn(t, email);
  const { cookie, userId } = await t.signUp(email, "correct-horse-battery", `Mate ${role}`);
  const accepted = await t.request(`/api/invitations/${token}/accept`, jsonRequest("POST", {}, cookie));
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(await readJson(accepted))}`);
  return { cookie, userId, email, token };
}
