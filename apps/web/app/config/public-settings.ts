import type { PublicSettings } from "../../config/public-env";

/** Settings the browser may see, fixed at build time (see config/env.ts). */
export const publicSettings: PublicSettings = __PUBLIC_SETTINGS__;

/** The id of the build this code belongs to; the build-update watcher compares it with the latest. */
export const buildId: string = __BUILD_ID__;
