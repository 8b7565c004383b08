interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the visitor asked to save data or is on a slow-2g link: then nothing is fetched ahead. */
export function prefersLightNetwork(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === "slow-2g";
}

export function browserPrefersLightNetwork(): boolean {
  if (typeof navigator === "undefined") return true;
  return prefersLightNetwork((navigator as Navigator & { connection?: NetworkInformation }).connection);
}
