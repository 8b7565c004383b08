import { emailMaxLength } from "@quillspin/contracts";

/** The local storage entry of the session's settings (site.md section 3). */
export const LOCAL_SETTINGS_KEY = "localSettings";

export interface LocalSettings {
  /** The address last used to sign in on this device, offered again in the sign-in form. */
  signInEmail?: string;
}

/**
 * Checked by hand, not with a zod schema: this runs on every page right after the first paint, and
 * one optional string is not worth the 27 KiB of zod a visit to the home page would otherwise fetch.
 */
function settingsFrom(stored: unknown): LocalSettings {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
  const { signInEmail } = stored as Record<string, unknown>;
  return typeof signInEmail === "string" && signInEmail.length <= emailMaxLength ? { signInEmail } : {};
}

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** What is stored, or no settings when nothing is, or when the entry is unreadable. */
export function readLocalSettings(storage: KeyValueStorage): LocalSettings {
  try {
    return settingsFrom(JSON.parse(storage.getItem(LOCAL_SETTINGS_KEY) ?? "{}"));
  } catch {
    return {};
  }
}

export function writeLocalSettings(storage: KeyValueStorage, settings: LocalSettings): void {
  try {
    storage.setItem(LOCAL_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the settings still apply for this page's lifetime.
  }
}
