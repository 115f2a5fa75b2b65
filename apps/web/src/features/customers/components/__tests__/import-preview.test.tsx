import type { CustomerImport, CustomerImportPreview } from "@inbox/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, stubApi } from "@/testing/render";
import { CsvUploadDialog } from "../csv-upload-dialog";

vi.mock("@/components/ui/toaster", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

const summary = {
  columns: ["email", "first_name", "subscription"] as CustomerImportPreview["columns"],
  ignored: ["Notes"],
  create: 1,
  update: 1,
  unchanged: 0,
  conflicts: 2,
};
const previewed: CustomerImport = {
  id: "imp-1",
  fileName: "guests.csv",
  status: "previewed",
  total: 5,
  rowsDone: 5,
  processed: 0,
  created: 0,
  updated: 0,
  skipped: 0,
  errorCount: 1,
  errors: [{ line: 6, reason: "Needs an email or an internal_customer_id" }],
  warnings: ["Ignored unknown columns: Notes"],
  failureReason: null,
  preview: summary,
  createdAt: "2026-01-01T00:00:00.000Z",
  finishedAt: null,
};
const preview: CustomerImportPreview = {
  importId: "imp-1",
  ...summary,
  conflictRows: [
    { line: 2, customer: "Kim Lee", changes: [{ field: "first_name", from: "Kim", to: "Kimberly" }] },
    { line: 3, customer: "Sam", changes: [{ field: "first_name", from: "Sam", to: "Samuel" }] },
  ],
  updates: [{ line: 4, customer: "Lou", changes: [{ field: "subscription", from: null, to: "Enterprise" }] }],
};

/** The server: the preview's rows, then the answer to Import or Cancel. */
function server() {
  return stubApi((method, path) => {
    if (method === "GET" && path === "/customers/imports/imp-1/preview")
      return { status: 200, body: preview };
    if (path === "/customers/imports/imp-1/confirm")
      return { status: 202, body: { ...previewed, status: "processing", rowsDone: 0 } };
    if (path === "/customers/imports/imp-1/cancel")
      return { status: 200, body: { ...previewed, status: "cancelled" } };
    return { status: 200, body: {} };
  });
}

const renderPreview = () =>
  renderWithApp(
    <CsvUploadDialog
      open
      onOpenChange={() => {}}
      latest={{ import: previewed, maxUploadBytes: 10_000_000 }}
    />,
  );

const conflictTable = async () => screen.findByRole("table", { name: "Conflicts" });
const writes = (calls: { method: string }[]) => calls.filter((c) => c.method !== "GET");

describe("the preview of an uploaded CSV", () => {
  it("shows what the file would do, each conflict skipped unless the owner chooses Update, and sends nothing before Import", async () => {
    const calls = server();
    const { user } = renderPreview();
    expect(screen.getByRole("heading", { name: "Preview of guests.csv" })).toHaveFocus();
    const counts = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(counts("New customers")).toBe("1");
    expect(counts("Conflicts")).toBe("2");
    expect(counts("Not imported")).toBe("1");
    expect(screen.getByText("Notes", { exact: false })).toBeInTheDocument();

    const table = await conflictTable();
    const kim = within(table).getByRole("radiogroup", { name: "Line 2, Kim Lee" });
    expect(within(kim).getByRole("radio", { name: "Skip" })).toBeChecked();
    expect(within(table).getByText("Kimberly")).toBeInTheDocument();
    expect(
      within(screen.getByRole("table", { name: "Updates" })).getByText("Enterprise"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("table", { name: "Problems" })).getByText(
        "Needs an email or an internal_customer_id",
      ),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.click(within(kim).getByRole("radio", { name: "Update" }));
    await user.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: "POST",
          path: "/customers/imports/imp-1/confirm",
          body: { conflicts: "skip", update: [2], skip: [] },
        },
      ]),
    );
  });

  it("Update all answers every conflict, and one row can still be skipped", async () => {
    const calls = server();
    const { user } = renderPreview();
    const table = await conflictTable();
    await user.click(screen.getByRole("button", { name: "Update all" }));
    const sam = within(table).getByRole("radiogroup", { name: "Line 3, Sam" });
    expect(within(sam).getByRole("radio", { name: "Update" })).toBeChecked();
    await user.click(within(sam).getByRole("radio", { name: "Skip" }));
    await user.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: "POST",
          path: "/customers/imports/imp-1/confirm",
          body: { conflicts: "update", update: [], skip: [3] },
        },
      ]),
    );
  });

  it("Cancel import asks the server to drop the file and confirms nothing", async () => {
    const calls = server();
    const { user } = renderPreview();
    await conflictTable();
    await user.click(screen.getByRole("button", { name: "Cancel import" }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: "POST", path: "/customers/imports/imp-1/cancel", body: {} }]),
    );
  });

  it("says so when the preview's rows cannot be loaded, and Import waits until they are", async () => {
    stubApi(() => ({
      status: 503,
      body: {
        error: { code: "UNAVAILABLE", message: "The server is still starting. Try again in a few seconds." },
      },
    }));
    renderPreview();
    expect(
      await screen.findByText(
        "Could not load the preview's rows: The server is still starting. Try again in a few seconds.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
