import type { Customer } from "@inbox/contracts";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Spec 001 §2: account value with a dollar sign; "-" when there is none. */
export const formatMoney = (value: number | null) => (value === null ? "-" : dollars.format(value));

/** "$1,250.50", "1250.5" or "1 250,50" as a number; null when it is not one. */
export function parseMoney(text: string): number | null {
  let s = text.replace(/[\s$€£'\u00a0]/g, "");
  if (s.includes(",") && s.includes("."))
    s =
      s.lastIndexOf(",") > s.lastIndexOf(".") ? s.replace(/\./g, "").replace(",", ".") : s.replace(/,/g, "");
  else if (/^-?\d{1,3}(,\d{3})+$/.test(s)) s = s.replace(/,/g, "");
  else s = s.replace(",", ".");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

export const fullName = (c: Pick<Customer, "firstName" | "lastName">) =>
  [c.firstName, c.lastName].filter(Boolean).join(" ");

/** What names a customer in a button or a confirmation: the name, else the email, else the company. */
export const displayName = (c: Customer) => fullName(c) || c.email || c.companyName || "this customer";

/** Other dates in the browser's locale (spec 001 §9). */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString();
