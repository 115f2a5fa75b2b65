import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";

// Spec 000 §8: what a page says when it needs a signed-in user and there is none (never signed in, or expired).
const NEEDS_SIGN_IN: Record<string, string> = {
  [paths.subscriptionSelection.path]: "Please sign in to select a plan.",
  [paths.emailConnection.path]: "Please sign in to connect your email account.",
  [paths.createCompany.path]: "Please sign in to create a company.",
  [paths.userSignup.path]: "Please sign in to create a company.",
  [paths.brandBrief.path]: "Please log in to access the brand brief builder",
};

let quietUntil = 0;
let lastShownAt = 0;

/** A sign-out the user asked for: the guard's redirect that follows is not an "Authentication required". */
export function expectSignOut() {
  quietUntil = Date.now() + 3000;
}

/** "Authentication required" with the text of the page the user was on; once, however many calls failed. */
export function showAuthenticationRequired(pathname: string) {
  const now = Date.now();
  if (now < quietUntil || now - lastShownAt < 2000) return;
  lastShownAt = now;
  toast.error("Authentication required", NEEDS_SIGN_IN[pathname] ?? "Please sign in to continue.");
}
