import type { secureHeaders } from "hono/secure-headers";

type ContentSecurityPolicy = NonNullable<Parameters<typeof secureHeaders>[0]>["contentSecurityPolicy"];

/**
 * What the served app may load: its own scripts only (Vite emits module scripts, none inline), inline styles (Radix
 * positions popovers and sonner its toasts with style attributes), images and fonts from itself or data: URLs, the
 * landing video from any https address (LANDING_VIDEO_URL), and no frames, plugins or embedding elsewhere.
 */
export const contentSecurityPolicy: ContentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  mediaSrc: ["'self'", "https:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};
