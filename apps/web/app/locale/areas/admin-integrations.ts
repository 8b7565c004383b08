import en from "../en/admin-integrations";
import { messageArea } from "../messages";

/** The back office's Integrations section: an area of its own, loaded by its pages alone. */
export const adminIntegrationsMessages = messageArea("adminIntegrations", { en });
