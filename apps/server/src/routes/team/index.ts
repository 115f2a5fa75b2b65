import {
  acceptInvitation,
  createInvitation,
  findInvitationByTokenHash,
  findOpenInvitationByEmail,
  getMember,
  getMembership,
  getProfileWithCompany,
  isMemberEmail,
  listMembers,
  listPendingInvitations,
  removeMember,
  renewInvitation,
  revokeInvitation,
  setMemberRole,
  transferOwnership,
} from "@inbox/db";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings, AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { requireSession } from "../../middleware";
import { hashInvitationToken, newInvitationToken, sendInvitationMail } from "./invitation-mail";
import { seatsOf } from "./seats";

const idParam = z.object({ id: z.string().uuid() });
const userParam = z.object({ userId: z.string().min(1).max(200) });
const inviteInput = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
  role: z.enum(["admin", "member"]),
});
const roleInput = z.object({ role: z.enum(["admin", "member"]) });
const transferInput = z.object({ userId: z.string().min(1).max(200) });

/** The signed-in user's company and role; every team query is scoped by it. */
async function membershipOf(ctx: AppContext, userId: string) {
  const membership = await getMembership(ctx.db, { userId });
  if (!membership) throw new AppError("NOT_FOUND", "Create your company first, then invite your team.");
  return membership;
}

/**
 * /api/team (issue 24): teammates with their roles, pending invitations, seats. Reading is open to every teammate;
 * changing is for the owner and admins (enforced by protectAdminAreas), and transferring ownership for the owner.
 */
export function teamRoutes(ctx: AppContext) {
  const notATeammate = () => new AppError("NOT_FOUND", "This person is not on your team.");
  const noInvitation = () => new AppError("NOT_FOUND", "This invitation no longer exists.");
  return new Hono<AppBindings>()
    .get("/", async (c) => {
      const user = c.get("user");
      const { companyId, role } = await membershipOf(ctx, user.id);
      const [members, invitations, seats] = await Promise.all([
        listMembers(ctx.db, { companyId }),
        listPendingInvitations(ctx.db, { companyId }),
        seatsOf(ctx, companyId),
      ]);
      return c.json({ me: { userId: user.id, role }, members, invitations, seats });
    })
    .post("/invitations", validate("json", inviteInput), async (c) => {
      const user = c.get("user");
      const { companyId } = await membershipOf(ctx, user.id);
      const { email, role } = c.req.valid("json");
      if (await isMemberEmail(ctx.db, { companyId, email }))
        throw new AppError("CONFLICT", `${email} is already on your team.`);
      const open = await findOpenInvitationByEmail(ctx.db, { companyId, email });
      if (open)
        throw new AppError(
          "CONFLICT",
          `${email} already has an invitation waiting. Use "Resend" to send the link again.`,
        );
      const seats = await seatsOf(ctx, companyId);
      if (seats.limit !== null && seats.taken >= seats.limit)
        throw new AppError(
          "FORBIDDEN",
          `Your ${seats.plan} plan includes ${seats.limit} ${seats.limit === 1 ? "user" : "users"}, and all are taken. Choose a larger plan to invite more teammates.`,
          { reason: "seats", planPath: "/subscription-selection", limit: seats.limit },
        );
      const link = newInvitationToken();
      const row = await createInvitation(ctx.db, {
        companyId,
        email,
        role,
        tokenHash: link.tokenHash,
        invitedBy: user.id,
        expiresAt: link.expiresAt,
      });
      await sendInvitationMail(ctx, {
        to: email,
        token: link.token,
        companyName: (await getProfileWithCompany(ctx.db, { userId: user.id }))?.company?.name ?? "",
        inviterName: user.name,
      });
      return c.json({ ...row, expiresAt: link.expiresAt }, 201);
    })
    .post("/invitations/:id/resend", validate("param", idParam), async (c) => {
      const user = c.get("user");
      const { companyId } = await membershipOf(ctx, user.id);
      const link = newInvitationToken();
      const row = await renewInvitation(ctx.db, {
        companyId,
        id: c.req.valid("param").id,
        tokenHash: link.tokenHash,
        expiresAt: link.expiresAt,
      });
      if (!row) throw noInvitation();
      await sendInvitationMail(ctx, {
        to: row.email,
        token: link.token,
        companyName: (await getProfileWithCompany(ctx.db, { userId: user.id }))?.company?.name ?? "",
        inviterName: user.name,
      });
      return c.json({ ...row, expiresAt: link.expiresAt });
    })
    .delete("/invitations/:id", validate("param", idParam), async (c) => {
      const { companyId } = await membershipOf(ctx, c.get("user").id);
      const row = await revokeInvitation(ctx.db, { companyId, id: c.req.valid("param").id });
      if (!row) throw noInvitation();
      return c.json({ ok: true });
    })
    .patch("/members/:userId", validate("param", userParam), validate("json", roleInput), async (c) => {
      const { companyId } = await membershipOf(ctx, c.get("user").id);
      const { userId } = c.req.valid("param");
      const member = await getMember(ctx.db, { companyId, userId });
      if (!member) throw notATeammate();
      if (member.role === "owner")
        throw new AppError("FORBIDDEN", "The owner's role changes only by transferring ownership.");
      return c.json(await setMemberRole(ctx.db, { companyId, userId, role: c.req.valid("json").role }));
    })
    .post("/transfer-ownership", validate("json", transferInput), async (c) => {
      const user = c.get("user");
      const { companyId, role } = await membershipOf(ctx, user.id);
      if (role !== "owner") throw new AppError("FORBIDDEN", "Only the owner can transfer ownership.");
      const { userId } = c.req.valid("json");
      if (userId === user.id) throw new AppError("BAD_REQUEST", "You are already the owner.");
      if (!(await getMember(ctx.db, { companyId, userId }))) throw notATeammate();
      await transferOwnership(ctx.db, { companyId, fromUserId: user.id, toUserId: userId });
      return c.json({ ok: true });
    })
    .delete("/members/:userId", validate("param", userParam), async (c) => {
      const user = c.get("user");
      const { companyId } = await membershipOf(ctx, user.id);
      const { userId } = c.req.valid("param");
      if (userId === user.id)
        throw new AppError("BAD_REQUEST", "You cannot remove yourself. Ask the owner or another admin.");
      const member = await getMember(ctx.db, { companyId, userId });
      if (!member) throw notATeammate();
      if (member.role === "owner")
        throw new AppError("FORBIDDEN", "The owner cannot be removed. Transfer ownership first.");
      return c.json(await removeMember(ctx.db, { companyId, userId }));
    });
}

type InvitationState = "pending" | "expired" | "accepted" | "revoked";

/**
 * /api/invitations/:token: what the invite page shows (no session needed: the invitee may not have an account yet),
 * and accepting it (signed in, with the invited address).
 */
export function invitationRoutes(ctx: AppContext) {
  const find = async (token: string) => {
    const row = await findInvitationByTokenHash(ctx.db, { tokenHash: hashInvitationToken(token) });
    if (!row)
      throw new AppError(
        "NOT_FOUND",
        "This invitation link is not valid. Ask the person who invited you to send a new one.",
      );
    const state: InvitationState = row.revokedAt
      ? "revoked"
      : row.acceptedAt
        ? "accepted"
        : row.expiresAt.getTime() <= Date.now()
          ? "expired"
          : "pending";
    return { row, state };
  };
  // A link cut short or typed by hand: said as a person would, not as the validator would.
  const broken =
    "This invitation link is not complete. Open it again from the invitation mail, or ask for a new one.";
  const tokenParam = z.object({ token: z.string().min(20, broken).max(100, broken) });
  return new Hono<AppBindings>()
    .get("/:token", validate("param", tokenParam), async (c) => {
      const { row, state } = await find(c.req.valid("param").token);
      return c.json({
        state,
        email: row.email,
        role: row.role,
        companyName: row.companyName,
        invitedBy: row.invitedBy,
        expiresAt: row.expiresAt,
      });
    })
    .post("/:token/accept", requireSession(ctx), validate("param", tokenParam), async (c) => {
      const user = c.get("user");
      const { row, state } = await find(c.req.valid("param").token);
      if (state === "accepted") throw new AppError("CONFLICT", "This invitation has already been used.");
      if (state === "revoked") throw new AppError("CONFLICT", "This invitation was withdrawn.");
      if (state === "expired")
        throw new AppError("CONFLICT", "This invitation has expired. Ask for a new one.");
      if (user.email.toLowerCase() !== row.email.toLowerCase())
        throw new AppError(
          "FORBIDDEN",
          `This invitation is for ${row.email}. Sign in with that address to join ${row.companyName}.`,
        );
      const current = await getMembership(ctx.db, { userId: user.id });
      if (current?.companyId === row.companyId)
        throw new AppError("CONFLICT", `You are already on ${row.companyName}'s team.`);
      if (current)
        throw new AppError(
          "CONFLICT",
          "You already belong to another company. An account can work for one company at a time.",
        );
      const joined = await acceptInvitation(ctx.db, { id: row.id, userId: user.id, now: new Date() });
      if (!joined) throw new AppError("CONFLICT", "This invitation has already been used.");
      return c.json({ companyId: joined.companyId, role: joined.role });
    });
}
