import {
  AlertTriangle,
  BookOpen,
  Building2,
  ChartColumn,
  FlaskConical,
  Inbox,
  LogOut,
  Menu,
  Settings,
  User,
  UserCheck,
  Users,
  UsersRound,
} from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { Logo } from "@/components/logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { useMe } from "@/features/auth/api/get-me";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { useSignOut } from "@/features/auth/hooks/use-sign-out";
import { cn } from "@/lib/utils";
import { type SetupItem, useShell } from "../api/shell";
import { pageTitleFor } from "../page-titles";
import { ModeSwitch } from "./mode-switch";

const NAV = [
  { label: "Inbox", to: paths.dashboard.getHref(), icon: Inbox },
  { label: "Customers", to: paths.customers.getHref(), icon: Users },
  { label: "Contacts", to: paths.contacts.getHref(), icon: UsersRound },
  { label: "Partners", to: paths.partners.getHref(), icon: Building2 },
  // The Library is the company's: a Member reads it (read-only), the owner or an admin changes it (issue 24).
  { label: "Knowledge base", to: paths.library.getHref(), icon: BookOpen },
  {
    label: "Escalation Responsables",
    to: paths.escalationByIntent.getHref(),
    icon: UserCheck,
    adminOnly: true,
  },
  { label: "Test Your Agent", to: paths.testAgent.getHref(), icon: FlaskConical },
  { label: "Reports", to: paths.reports.getHref(), icon: ChartColumn },
];

const SETUP_ITEMS: Record<SetupItem, { label: string; action: string; to: string }> = {
  escalation_responsable: {
    label: "No escalation responsable",
    action: "Add responsable",
    to: paths.escalationByIntent.getHref(),
  },
  agent_intents: {
    label: "No agent intents configured",
    action: "Configure intents",
    to: paths.library.getHref(),
  },
  faq_content: { label: "No FAQ content", action: "Add FAQ", to: paths.library.getHref() },
  brand_brief: { label: "No brand brief", action: "Add brand brief", to: paths.library.getHref() },
};

const SIDEBAR_COOKIE = "sidebar_state";
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

function readSidebarCookie(): boolean {
  const match = document.cookie.match(/(?:^|; )sidebar_state=(true|false)/);
  return match ? match[1] === "true" : true;
}

/** The application shell of spec 000 §2: sidebar, page header, mode switch and the three dialogs. */
export function Component() {
  const [open, setOpen] = useState(readSidebarCookie);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  const toggle = useCallback(() => {
    if (window.matchMedia("(max-width: 767px)").matches) {
      setDrawerOpen((v) => !v);
      return;
    }
    setOpen((value) => {
      const next = !value;
      // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps this state in a cookie; the Cookie Store API is not in every browser
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
      return next;
    });
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <div className="flex min-h-screen bg-slate-50">
      <aside
        data-state={open ? "expanded" : "collapsed"}
        className={cn(
          "sticky top-0 hidden h-screen shrink-0 border-r border-slate-200 bg-white transition-[width] md:flex",
          open ? "w-64" : "w-12",
        )}
        aria-label="Sidebar"
      >
        <SidebarBody collapsed={!open} />
      </aside>
      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogContent className="left-0 top-0 h-full max-h-none w-72 max-w-[80vw] translate-x-0 translate-y-0 rounded-none p-0">
          <DialogTitle className="sr-only">Navigation</DialogTitle>
          <SidebarBody collapsed={false} />
        </DialogContent>
      </Dialog>
      <div className="flex min-w-0 flex-1 flex-col">
        <PageHeader onToggleSidebar={toggle} />
        <main className="flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function SidebarBody({ collapsed }: { collapsed: boolean }) {
  const signOut = useSignOut();
  const shell = useShell();
  const me = useMe();
  const mode = shell.data?.mode ?? "sandbox";
  // A Member does not see the pages only an owner or admin can change (issue 24).
  const isMember = me.data?.profile?.role === "member";
  return (
    <div className="flex h-full w-full flex-col">
      <div className="flex h-14 items-center gap-2 border-b border-slate-200 px-3">
        {collapsed ? (
          <Inbox aria-label="Inbox Autopilot" className="size-5 text-brand-600" />
        ) : (
          <Logo to={paths.dashboard.getHref()} />
        )}
      </div>
      {!collapsed && (
        <div className="px-3 pt-3">
          <Badge variant={mode === "live" ? "success" : "warning"}>
            {mode === "live" ? "Live" : "Sandbox"}
          </Badge>
        </div>
      )}
      <nav className="flex-1 overflow-y-auto p-2" aria-label="Platform">
        {!collapsed && <p className="px-2 pb-1 pt-2 text-xs font-medium text-slate-500">Platform</p>}
        <ul className="space-y-0.5">
          {NAV.filter((item) => !(isMember && "adminOnly" in item)).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                title={collapsed ? item.label : undefined}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600",
                    isActive && "bg-brand-50 font-medium text-brand-700",
                  )
                }
              >
                <item.icon aria-hidden className="size-4 shrink-0" />
                <span className={cn(collapsed && "sr-only")}>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-2">
        <button
          type="button"
          onClick={() => void signOut()}
          className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-700 hover:bg-slate-100"
        >
          <LogOut aria-hidden className="size-4" />
          <span className={cn(collapsed && "sr-only")}>Log Out</span>
        </button>
      </div>
    </div>
  );
}

function PageHeader({ onToggleSidebar }: { onToggleSidebar: () => void }) {
  const { pathname } = useLocation();
  const { title, subtitle } = pageTitleFor(pathname);
  const shell = useShell();
  const me = useMe();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"setup" | "settings" | "profile" | null>(null);
  const missing = shell.data?.missing ?? [];
  const profile = me.data?.profile;
  const hasPassword = me.data?.hasPassword ?? false;
  const fullName =
    [profile?.firstName, profile?.lastName].filter(Boolean).join(" ") || me.data?.user.name || "";
  const email = profile?.email ?? me.data?.user.email ?? "";
  const initials = (fullName || email || "?")
    .split(/\s+/)
    .map((p) => p[0]?.toUpperCase())
    .join("")
    .slice(0, 2);

  return (
    <header className="sticky top-0 z-30 flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 md:px-6">
      <Button variant="ghost" size="icon" onClick={onToggleSidebar} aria-label="Toggle sidebar (Ctrl+B)">
        <Menu className="size-5" />
      </Button>
      <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
        <h1 className="truncate text-lg font-semibold text-slate-900">{title}</h1>
        {subtitle && <p className="truncate text-sm text-slate-500">{subtitle}</p>}
      </div>
      <ModeSwitch />
      <div className="flex items-center gap-1">
        {missing.length > 0 && (
          <Button
            variant="ghost"
            size="icon"
            aria-label="Setup required"
            onClick={() => setDialog("setup")}
            className="animate-pulse text-red-600 hover:text-red-700"
          >
            <AlertTriangle className="size-5" />
          </Button>
        )}
        <Button variant="ghost" size="icon" aria-label="Settings" onClick={() => setDialog("settings")}>
          <Settings className="size-5" />
        </Button>
        <Button variant="ghost" size="icon" aria-label="User profile" onClick={() => setDialog("profile")}>
          <User className="size-5" />
        </Button>
      </div>

      <Dialog open={dialog === "setup"} onOpenChange={(o) => setDialog(o ? "setup" : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Setup Required</DialogTitle>
            <DialogDescription>Finish these steps so the agent can answer your customers.</DialogDescription>
          </DialogHeader>
          <ul className="space-y-2">
            {missing.map((item) => (
              <li
                key={item}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
              >
                <span className="text-sm text-slate-800">{SETUP_ITEMS[item].label}</span>
                <Button
                  size="sm"
                  onClick={() => {
                    setDialog(null);
                    navigate(SETUP_ITEMS[item].to);
                  }}
                >
                  {SETUP_ITEMS[item].action}
                </Button>
              </li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>

      <Dialog open={dialog === "settings"} onOpenChange={(o) => setDialog(o ? "settings" : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Settings</DialogTitle>
            <DialogDescription>
              Manage the mailboxes the agent reads and the people who share the inbox.
            </DialogDescription>
          </DialogHeader>
          {profile?.role !== "member" && (
            <Button
              onClick={() => {
                setDialog(null);
                navigate(paths.supportMailboxes.getHref());
              }}
            >
              Support Mailboxes
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() => {
              setDialog(null);
              navigate(paths.team.getHref());
            }}
          >
            Team
          </Button>
        </DialogContent>
      </Dialog>

      <Dialog open={dialog === "profile"} onOpenChange={(o) => setDialog(o ? "profile" : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>User Profile</DialogTitle>
            <DialogDescription className="sr-only">Your account</DialogDescription>
          </DialogHeader>
          <div className="flex items-center gap-3">
            <span
              aria-hidden
              className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-700"
            >
              {initials}
            </span>
            <div>
              <p className="font-medium text-slate-900">{fullName || "Unknown User"}</p>
              <p className="text-sm text-slate-600">{email || "No email provided"}</p>
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-500">Company</dt>
            <dd>{profile?.company?.name ?? "No company assigned"}</dd>
            <dt className="text-slate-500">Subscription</dt>
            <dd>
              <Badge variant="secondary">{planName(profile?.company?.subscription)}</Badge>
            </dd>
            <dt className="text-slate-500">Account Type</dt>
            <dd className="flex flex-wrap gap-1">
              {(shell.data?.accountTypes ?? []).length === 0
                ? "No account types"
                : shell.data!.accountTypes.map((t) => (
                    <Badge key={t} variant="outline">
                      {t === "info" ? "Info/Sales" : "Support"}
                    </Badge>
                  ))}
            </dd>
          </dl>
          {hasPassword && (
            <div className="border-t border-slate-200 pt-4">
              <ChangePasswordForm />
            </div>
          )}
        </DialogContent>
      </Dialog>
    </header>
  );
}

function planName(plan: string | null | undefined) {
  if (!plan) return "Free";
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}
