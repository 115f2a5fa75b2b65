import { customerSubscriptionValues, paymentStatusValues } from "@inbox/contracts";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";

export const FILTER_KEYS = ["name", "email", "company", "subscription", "paymentStatus", "language"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Partial<Record<FilterKey, string>>;

/** A text filter that applies a moment after typing stops, and follows the URL (back button, Clear Filters). */
function TextFilter({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => changed.current(text), 300);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <Input
      className={cn("sm:w-auto sm:min-w-36 sm:flex-1", className)}
      aria-label={`Filter by ${label.toLowerCase()}`}
      placeholder={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}

/** Filters of the Customers / Contacts table (name, email, company, subscription, payment status, language). */
export function CustomerFilters({
  values,
  languages,
  onChange,
  onClear,
}: {
  values: FilterValues;
  languages: string[];
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  const any = FILTER_KEYS.some((k) => values[k]);
  const language = values.language ?? "";
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-row sm:flex-wrap">
      <TextFilter
        label="Name"
        className="col-span-2"
        value={values.name ?? ""}
        onChange={(v) => onChange("name", v)}
      />
      <TextFilter label="Email" value={values.email ?? ""} onChange={(v) => onChange("email", v)} />
      <TextFilter label="Company" value={values.company ?? ""} onChange={(v) => onChange("company", v)} />
      <NativeSelect
        className="sm:w-auto"
        aria-label="Subscription filter"
        value={values.subscription ?? ""}
        onChange={(e) => onChange("subscription", e.target.value)}
      >
        <option value="">All Subscriptions</option>
        {customerSubscriptionValues.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        className="sm:w-auto"
        aria-label="Payment status filter"
        value={values.paymentStatus ?? ""}
        onChange={(e) => onChange("paymentStatus", e.target.value)}
      >
        <option value="">All Payment Statuses</option>
        {paymentStatusValues.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        className="sm:w-auto"
        aria-label="Language filter"
        value={language.toLowerCase()}
        onChange={(e) => onChange("language", e.target.value)}
      >
        <option value="">All Languages</option>
        {[...new Set([...languages, ...(language ? [language.toLowerCase()] : [])])].map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </NativeSelect>
      <Button variant="outline" onClick={onClear} disabled={!any}>
        <X aria-hidden /> Clear Filters
      </Button>
    </div>
  );
}
