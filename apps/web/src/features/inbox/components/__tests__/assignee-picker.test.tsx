import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AssigneePicker } from "../assignee-picker";

const teammates = [
  { userId: "u-ana", name: "Ana Lopez" },
  { userId: "u-bea", name: "Bea Costa" },
];
const responsables = [{ id: "r-lea", firstName: "Lea", lastName: "Marti" }];

function renderPicker(
  value = { assignedUserId: null, assignedResponsableId: null } as const,
  onChange = vi.fn(),
) {
  render(
    <>
      <label htmlFor="assignee">Assigned to</label>
      <AssigneePicker
        id="assignee"
        value={value}
        teammates={teammates}
        responsables={responsables}
        meId="u-ana"
        onChange={onChange}
      />
    </>,
  );
  return { picker: screen.getByRole("combobox", { name: "Assigned to" }), onChange };
}

describe("AssigneePicker", () => {
  it("lists Unassigned, the teammates (the signed-in one marked) and the responsables, in groups", () => {
    const { picker } = renderPicker();
    expect(within(picker).getByRole("group", { name: "Teammates" })).toBeTruthy();
    expect(within(picker).getByRole("group", { name: "Escalation responsables" })).toBeTruthy();
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Unassigned", "Ana Lopez (you)", "Bea Costa", "Lea Marti"]);
    expect((picker as HTMLSelectElement).value).toBe("");
  });

  it("a teammate, a responsable or nobody is chosen from the keyboard, and shown while it saves", async () => {
    const user = userEvent.setup();
    let settle = () => {};
    const onChange = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const { picker } = renderPicker(undefined, onChange);
    await user.tab();
    expect(document.activeElement).toBe(picker);
    await user.selectOptions(picker, "Bea Costa");
    expect(onChange).toHaveBeenLastCalledWith({ assignedUserId: "u-bea" });
    // Saving: the choice stays on screen, not the old value.
    expect((picker as HTMLSelectElement).selectedOptions[0]!.textContent).toBe("Bea Costa");
    settle();
    await user.selectOptions(picker, "Lea Marti");
    expect(onChange).toHaveBeenLastCalledWith({ assignedResponsableId: "r-lea" });
    await user.selectOptions(picker, "Unassigned");
    expect(onChange).toHaveBeenLastCalledWith({ assignedUserId: null });
  });

  it("shows the ticket's assignee, a teammate or a responsable", () => {
    const { picker } = renderPicker({ assignedUserId: null, assignedResponsableId: "r-lea" } as never);
    expect((picker as HTMLSelectElement).selectedOptions[0]!.textContent).toBe("Lea Marti");
  });
});
