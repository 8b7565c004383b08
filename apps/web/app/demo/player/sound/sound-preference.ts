import { readLocalSettings, writeLocalSettings } from "../../../session/local-settings";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the player left sound on last time, kept with the site's other settings (site.md section 3). */
export function readSoundPreference(): boolean {
  const store = storage();
  return store ? readLocalSettings(store).demoSound === true : false;
}

export function writeSoundPreference(on: boolean): void {
  const store = storage();
  if (store) writeLocalSettings(store, { ...readLocalSettings(store), demoSound: on });
}
