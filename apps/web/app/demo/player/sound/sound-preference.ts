/**
 * Where the player's sound choice is kept: a key of its own in local storage, read only by the player
 * page (the site's `localSettings` entry is read on every page, which would carry this to all of them).
 */
export const SOUND_PREFERENCE_KEY = "demoSound";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the player left sound on last time; off when nothing (or anything else) is stored. */
export function readSoundPreference(): boolean {
  try {
    return storage()?.getItem(SOUND_PREFERENCE_KEY) === "on";
  } catch {
    return false;
  }
}

export function writeSoundPreference(on: boolean): void {
  try {
    storage()?.setItem(SOUND_PREFERENCE_KEY, on ? "on" : "off");
  } catch {
    // Storage full or blocked: the choice still holds until the page is left.
  }
}
