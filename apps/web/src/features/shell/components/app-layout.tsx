import { Outlet } from "react-router";

/** Placeholder: the application shell (sidebar, header, dialogs) is being built. */
export function Component() {
  return <Outlet />;
}
