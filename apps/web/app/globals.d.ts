import type { PublicSettings } from "../config/public-env";

declare global {
  const __BUILD_ID__: string;
  const __PUBLIC_SETTINGS__: PublicSettings;
}
