import { parseWebEnv } from "../../config/env";
import { publicSettings } from "./public-settings";

const env = parseWebEnv();

/** Where loaders reach the API: an internal address when one is set, else the public one. */
export const serverApiBaseUrl = (env.API_INTERNAL_URL ?? publicSettings.apiBaseUrl).replace(/\/+$/, "");

/** After how long a back-office request refreshes the staff session's tokens (see the env schema). */
export const staffSessionRefreshAfterMs = env.STAFF_SESSION_REFRESH_AFTER_MS;
