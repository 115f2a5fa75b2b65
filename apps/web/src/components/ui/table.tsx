import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import type * as React from "react";
import { cn } from "@/lib/utils";

const features = tableFeatures({});
type Features = typeof features;

/** A column of a `DataTable` (made with `columnHelper<Row>()`). */
export type DataTableColumn<TData extends RowData> = ColumnDef<Features, TData, any>;

/** The column helper of `DataTable` rows: `const helper = columnHelper<Responsable>()`. */
export const columnHelper = <TData extends RowData>() => createColumnHelper<Features, TData>();

/**
 * The one table of the app (TanStack Table, headless: our markup). From `breakpoint` up it is a table; below it each
 * row is the card `renderCard` draws, so a phone never scrolls sideways to reach a column.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  renderCard,
  label,
  breakpoint = "md",
  rowClassName,
  columnClassName = {},
  className,
}: {
  columns: DataTableColumn<TData>[];
  data: TData[];
  getRowId: (row: TData) => string;
  renderCard?: (row: TData) => React.ReactNode;
  /** The accessible name of the table and of the card list. */
  label: string;
  breakpoint?: "md" | "lg";
  rowClassName?: string;
  /** Classes of a column's header and cells by column id (widths, where it hides). */
  columnClassName?: Record<string, string>;
  className?: string;
}) {
  const table = useTable({ features, columns, data, getRowId: (row) => getRowId(row) });
  const wide = breakpoint === "lg" ? "hidden lg:table" : "hidden md:table";
  const narrow = breakpoint === "lg" ? "lg:hidden" : "md:hidden";
  const classOf = (column: { id: string }) => columnClassName[column.id];
  return (
    <>
      <table aria-label={label} className={cn(wide, "w-full text-left text-sm", className)}>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-500">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cn("px-3 py-2 font-medium", classOf(header.column))}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={cn("border-b border-slate-100 align-top last:border-0", rowClassName)}
            >
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cn("px-3 py-2", classOf(cell.column))}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {renderCard && (
        <ul aria-label={label} className={cn(narrow, "divide-y divide-slate-100")}>
          {data.map((row) => (
            <li key={getRowId(row)} className="p-4 text-sm">
              {renderCard(row)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
