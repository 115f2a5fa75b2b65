import type { MembershipRole } from "@inbox/contracts";
import { formatDistanceToNow } from "date-fns";
import { RefreshCw, UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import {
  type PendingInvitation,
  type Team,
  type Teammate,
  useChangeRole,
  useInviteTeammate,
  useRemoveTeammate,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
  useTransferOwnership,
} from "../api/team";

const ROLE_NAMES: Record<MembershipRole, string> = { owner: "Owner", admin: "Admin", member: "Member" };

/** /team: the teammates with their roles, invitations waiting, and (for an owner or admin) the changes. */
export function Component() {
  const team = useTeam();
  if (team.isPending)
    return (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    );
  if (team.isError)
    return (
      <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="text-red-800">The team could not be loaded.</p>
        <Button className="mt-3" variant="outline" onClick={() => void team.refetch()}>
          <RefreshCw aria-hidden className="size-4" /> Retry
        </Button>
      </div>
    );
  const canManage = team.data.me.role !== "member";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <SeatsLine seats={team.data.seats} />
      {canManage && <InviteForm />}
      <Members team={team.data} canManage={canManage} />
      {team.data.invitations.length > 0 && (
        <Invitations invitations={team.data.invitations} canManage={canManage} />
      )}
    </div>
  );
}

function SeatsLine({ seats }: { seats: Team["seats"] }) {
  return (
    <p className="text-sm text-slate-600">
      {seats.limit === null
        ? `${seats.taken} ${seats.taken === 1 ? "seat" : "seats"} used — your ${seats.plan} plan has no user limit.`
        : `${seats.taken} of ${seats.limit} ${seats.limit === 1 ? "seat" : "seats"} used on your ${seats.plan} plan (invitations waiting count).`}
    </p>
  );
}

function InviteForm() {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"admin" | "member">("member");
  const invite = useInviteTeammate();
  const refusal = invite.error instanceof ApiError ? invite.error : null;
  const isSeats = (refusal?.details as { reason?: string } | undefined)?.reason === "seats";

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    invite.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail("") });
  }
  return (
    <form
      onSubmit={onSubmit}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <h2 className="font-semibold text-slate-900">Invite a teammate</h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1 space-y-1.5">
          <Label htmlFor="invite-email">Email</Label>
          <Input
            id="invite-email"
            type="email"
            placeholder="colleague@yourhotel.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="w-36 space-y-1.5">
          <Label htmlFor="invite-role">Role</Label>
          <NativeSelect
            id="invite-role"
            value={role}
            onChange={(e) => setRole(e.target.value as typeof role)}
          >
            <option value="member">Member</option>
            <option value="admin">Admin</option>
          </NativeSelect>
        </div>
        <Button type="submit" disabled={invite.isPending || !email.trim()}>
          <UserPlus aria-hidden className="size-4" /> {invite.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        Members work the inbox, tickets, customers and the Test Agent. Admins also change the knowledge
        library, responsables, mailboxes, the plan, the team and the sandbox/live mode.
      </p>
      {refusal && (
        <p role="alert" className="text-sm text-red-700">
          {refusal.message}{" "}
          {isSeats && (
            <Link to={paths.subscriptionSelection.getHref()} className="font-medium underline">
              See the plans
            </Link>
          )}
        </p>
      )}
    </form>
  );
}

function Members({ team, canManage }: { team: Team; canManage: boolean }) {
  const [confirm, setConfirm] = useState<{ kind: "remove" | "transfer"; member: Teammate } | null>(null);
  const changeRole = useChangeRole();
  const remove = useRemoveTeammate();
  const transfer = useTransferOwnership();
  const isOwner = team.me.role === "owner";
  return (
    <section className="space-y-2">
      <h2 className="font-semibold text-slate-900">Teammates</h2>
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        aria-label="Teammates"
      >
        {team.members.map((m) => {
          const isMe = m.userId === team.me.userId;
          return (
            <li key={m.userId} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">
                  {m.name} {isMe && <span className="text-sm font-normal text-slate-500">(you)</span>}
                </p>
                <p className="truncate text-sm text-slate-600">{m.email}</p>
              </div>
              {canManage && m.role !== "owner" && !isMe ? (
                <NativeSelect
                  aria-label={`Role of ${m.name}`}
                  className="w-32"
                  value={m.role}
                  disabled={changeRole.isPending}
                  onChange={(e) =>
                    changeRole.mutate({ member: m, role: e.target.value as "admin" | "member" })
                  }
                >
                  <option value="member">Member</option>
                  <option value="admin">Admin</option>
                </NativeSelect>
              ) : (
                <Badge variant={m.role === "owner" ? "default" : "secondary"}>{ROLE_NAMES[m.role]}</Badge>
              )}
              {isOwner && !isMe && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setConfirm({ kind: "transfer", member: m })}
                >
                  Make owner
                </Button>
              )}
              {canManage && !isMe && m.role !== "owner" && (
                <Button variant="outline" size="sm" onClick={() => setConfirm({ kind: "remove", member: m })}>
                  Remove
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Dialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
        <DialogContent>
          {confirm && (
            <>
              <DialogHeader>
                <DialogTitle>
                  {confirm.kind === "remove"
                    ? `Remove ${confirm.member.name}?`
                    : `Make ${confirm.member.name} the owner?`}
                </DialogTitle>
                <DialogDescription>
                  {confirm.kind === "remove"
                    ? `${confirm.member.email} is signed out at once and can no longer open your inbox. Their tickets return to Unassigned.`
                    : `A company has one owner. ${confirm.member.name} becomes it, and you stay on as an admin: only the new owner can give ownership back.`}
                </DialogDescription>
              </DialogHeader>
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={() => setConfirm(null)}>
                  Cancel
                </Button>
                <Button
                  variant={confirm.kind === "remove" ? "destructive" : "default"}
                  onClick={() =>
                    (confirm.kind === "remove" ? remove : transfer).mutate(confirm.member, {
                      onSettled: () => setConfirm(null),
                    })
                  }
                >
                  {confirm.kind === "remove" ? "Remove teammate" : "Transfer ownership"}
                </Button>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function Invitations({ invitations, canManage }: { invitations: PendingInvitation[]; canManage: boolean }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  return (
    <section className="space-y-2">
      <h2 className="font-semibold text-slate-900">Invitations waiting</h2>
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        aria-label="Invitations waiting"
      >
        {invitations.map((i) => {
          const expired = new Date(i.expiresAt).getTime() <= Date.now();
          return (
            <li key={i.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{i.email}</p>
                <p className="text-sm text-slate-600">
                  {ROLE_NAMES[i.role]} ·{" "}
                  {expired
                    ? "link expired"
                    : `link expires ${formatDistanceToNow(new Date(i.expiresAt), { addSuffix: true })}`}
                </p>
              </div>
              {canManage &&
                [
                  { label: "Resend", action: resend },
                  { label: "Revoke", action: revoke },
                ].map(({ label, action }) => (
                  <Button
                    key={label}
                    variant="outline"
                    size="sm"
                    disabled={action.isPending}
                    onClick={() => action.mutate(i)}
                  >
                    {label}
                  </Button>
                ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
