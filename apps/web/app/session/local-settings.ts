import { z } from "zod";

/** The local storage entry of the session's settings (site.md section 3). */
export const LOCAL_SETTINGS_KEY = "localSettings";

export const localSettingsSchema = z.object({
  /** The address last used to sign in on this device, offered again in the sign-in form. */
  signInEmail: z.string().max(254).optional(),
});

export type LocalSettings = z.infer<typeof localSettingsSchema>;

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** What is stored, or no settings when nothing is, or when the entry is unreadable. */
export function readLocalSettings(storage: KeyValueStorage): LocalSettings {
  try {
    const parsed = localSettingsSchema.safeParse(JSON.parse(storage.getItem(LOCAL_SETTINGS_KEY) ?? "{}"));
    return parsed.success ? parsed.data : {};
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
