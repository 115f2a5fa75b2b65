import { CustomersPage } from "../components/customers-page";

/** /customers: the company's active customers (spec 001 §2). */
export function Component() {
  return <CustomersPage active />;
}
