import { z } from "zod";

// Imported first by main.tsx, before any schema is built: zod compiles object parsers with `new Function` when it can,
// and merely probing for that is a violation of our Content-Security-Policy (script-src 'self', no 'unsafe-eval').
z.config({ jitless: true });
