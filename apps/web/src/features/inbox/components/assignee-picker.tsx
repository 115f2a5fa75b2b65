import { useState } from "react";
import { NativeSelect } from "@/components/ui/native-select";

export type Assignee = { assignedUserId: string | null } | { assignedResponsableId: string | null };

/**
 * "Assigned to" on the ticket page (issue 24): one list of the company's teammates and its escalation responsables,
 * Unassigned first. The browser's own select, so arrows, typing a name, Enter and a phone's picker all work.
 */
export function AssigneePicker({
  id,
  value,
  teammates,
  responsables,
  meId,
  disabled,
  onChange,
}: {
  id: string;
  value: { assignedUserId: string | null; assignedResponsableId: string | null };
  teammates: { userId: string; name: string }[];
  responsables: { id: string; firstName: string; lastName: string }[];
  meId: string | undefined;
  disabled?: boolean;
  /** Saves the choice; the picker shows it meanwhile and falls back to the saved value once this settles. */
  onChange: (next: Assignee) => Promise<unknown>;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const current = value.assignedUserId
    ? `user:${value.assignedUserId}`
    : value.assignedResponsableId
      ? `responsable:${value.assignedResponsableId}`
      : "";
  return (
    <NativeSelect
      id={id}
      className="h-8"
      value={chosen ?? current}
      disabled={disabled}
      onChange={(e) => {
        const [kind, key = null] = e.target.value.split(":") as [string, string | undefined];
        setChosen(e.target.value);
        const next: Assignee =
          kind === "user"
            ? { assignedUserId: key }
            : kind === "responsable"
              ? { assignedResponsableId: key }
              : { assignedUserId: null };
        void onChange(next).finally(() => setChosen(null));
      }}
    >
      <option value="">Unassigned</option>
      {teammates.length > 0 && (
        <optgroup label="Teammates">
          {teammates.map((m) => (
            <option key={m.userId} value={`user:${m.userId}`}>
              {m.userId === meId ? `${m.name} (you)` : m.name}
            </option>
          ))}
        </optgroup>
      )}
      {responsables.length > 0 && (
        <optgroup label="Escalation responsables">
          {responsables.map((r) => (
            <option key={r.id} value={`responsable:${r.id}`}>
              {`${r.firstName} ${r.lastName}`.trim()}
            </option>
          ))}
        </optgroup>
      )}
    </NativeSelect>
  );
}
