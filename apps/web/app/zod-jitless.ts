// The browser build resolves `zod` to this module (vite.config.ts), so every module that creates a
// schema imports it first and the setting below is in force before any schema exists, on whichever
// page, chunk or lazy import zod first arrives. Zod compiles object parsers with `new Function` and
// probes for it when a schema parses; the site's Content-Security-Policy forbids eval, so the probe is
// refused and the browser reports a violation. The interpreted parsers give the same results without
// eval (decision 11).
import * as z from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
