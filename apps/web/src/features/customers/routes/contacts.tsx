import { CustomersPage } from "../components/customers-page";

/** /contacts: people who are not active customers (spec 001 §2). */
export function Component() {
  return <CustomersPage active={false} />;
}
