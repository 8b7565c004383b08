import { type JurisdictionId, type JurisdictionProfile, jurisdictionProfiles } from "@quillspin/contracts";
import { publicSettings } from "../../config/public-settings";

/** The rules a session plays under (decision 31): the one table the controls and screens read. */
export function playerProfile(jurisdiction: JurisdictionId): JurisdictionProfile {
  return jurisdictionProfiles[jurisdiction];
}

/**
 * Milliseconds between the profile's reality checks, or null for none. The build's
 * REALITY_CHECK_INTERVAL_MS (tests only) replaces the profile's minutes; a visitor cannot change it.
 */
export function realityCheckMs(profile: JurisdictionProfile): number | null {
  if (profile.realityCheckMinutes === null) return null;
  return publicSettings.realityCheckIntervalMs ?? profile.realityCheckMinutes * 60_000;
}
