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

type RowClass<TData> = string | ((row: TData) => string | false | undefined);
const classFor = <TData,>(value: RowClass<TData> | undefined, row: TData) =>
  typeof value === "function" ? value(row) : value;

/**
 * The one table of the app (TanStack Table, headless: our markup). From `breakpoint` up it is a table; below it each
 * row is the card `renderCard` draws, so a phone never scrolls sideways to reach a column. With `onRowClick` a row
 * opens like a link: by click, or by Tab then Enter.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  renderCard,
  label,
  caption,
  breakpoint = "md",
  onRowClick,
  rowClassName,
  cardClassName,
  cardListClassName,
  columnClassName = {},
  className,
}: {
  columns: DataTableColumn<TData>[];
  data: TData[];
  getRowId: (row: TData) => string;
  renderCard?: (row: TData) => React.ReactNode;
  /** The accessible name of the table and of the card list. */
  label: string;
  /** A longer name of the table for screen readers, in place of `label`. */
  caption?: string;
  breakpoint?: "md" | "lg";
  /** What a row does when clicked or entered (the card's own link does it below the breakpoint). */
  onRowClick?: (row: TData) => void;
  /** Classes of every row, or of a row by its data (a changed row marked). */
  rowClassName?: RowClass<TData>;
  /** Classes of every card, or of a card by its data; they replace the default padding where they clash. */
  cardClassName?: RowClass<TData>;
  cardListClassName?: string;
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
      <table
        aria-label={caption ? undefined : label}
        className={cn(wide, "w-full text-left text-sm", className)}
      >
        {caption && <caption className="sr-only">{caption}</caption>}
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
              className={cn(
                "border-b border-slate-100 align-top last:border-0",
                onRowClick && "cursor-pointer hover:bg-slate-50 focus:bg-brand-50 focus:outline-none",
                classFor(rowClassName, row.original),
              )}
              {...(onRowClick && {
                tabIndex: 0,
                onClick: () => onRowClick(row.original),
                onKeyDown: (event: React.KeyboardEvent) => {
                  if (event.key === "Enter" && event.target === event.currentTarget) onRowClick(row.original);
                },
              })}
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
        <ul aria-label={label} className={cn(narrow, "divide-y divide-slate-100", cardListClassName)}>
          {data.map((row) => (
            <li key={getRowId(row)} className={cn("p-4 text-sm", classFor(cardClassName, row))}>
              {renderCard(row)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
