import { z } from "zod";

// Zod compiles object parsers with `new Function` and probes for it when a schema is created; the
// site's Content-Security-Policy forbids eval, so the probe is refused and the browser reports a
// violation on every page. The interpreted parsers give the same results without eval. root.tsx
// imports this module; vite.config.ts bundles it into zod's own chunk so it runs before any schema.
z.config({ jitless: true });
