import { type CSSProperties, useEffect } from "react";
import { Toaster as SonnerToaster, toast as sonner } from "sonner";

type Kind = "success" | "error";
interface Shown {
  kind: Kind;
  title: string;
  description?: string;
  at: number;
}

// A toast shown just before a full-page navigation ("Brand brief saved!", then on to /email-connection) is shown
// again on the next page, so the user still sees it.
const CARRY_KEY = "inbox-autopilot:toasts";
const CARRY_MS = 3000;
let recent: Shown[] = [];

if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => {
    const fresh = recent.filter((t) => Date.now() - t.at < CARRY_MS);
    if (fresh.length) sessionStorage.setItem(CARRY_KEY, JSON.stringify(fresh));
  });
}

function show(kind: Kind, title: string, description?: string) {
  recent = [
    ...recent.filter((t) => Date.now() - t.at < CARRY_MS),
    { kind, title, description, at: Date.now() },
  ];
  return sonner[kind](title, { description });
}

export function Toaster() {
  useEffect(() => {
    const carried = sessionStorage.getItem(CARRY_KEY);
    if (!carried) return;
    sessionStorage.removeItem(CARRY_KEY);
    try {
      for (const t of JSON.parse(carried) as Shown[]) sonner[t.kind](t.title, { description: t.description });
    } catch {
      // A damaged entry is dropped.
    }
  }, []);
  return (
    <SonnerToaster position="top-right" richColors closeButton duration={5000} style={READABLE_COLOURS} />
  );
}

/**
 * Sonner's rich colours put 13 px text at about 4:1 on its pale backgrounds (green, red, orange, blue): darker text
 * of the same hue reads at 4.5:1 or more (WCAG AA), as axe checks in the browser tests.
 */
const READABLE_COLOURS = {
  "--success-text": "hsl(142, 76%, 22%)",
  "--error-text": "hsl(0, 74%, 38%)",
  "--warning-text": "hsl(28, 90%, 28%)",
  "--info-text": "hsl(214, 84%, 33%)",
} as CSSProperties;

/** Toasts as the spec writes them: a title and a description; "destructive" for failures (spec 000 §8). */
export const toast = {
  success: (title: string, description?: string) => show("success", title, description),
  error: (title: string, description?: string) => show("error", title, description),
};
