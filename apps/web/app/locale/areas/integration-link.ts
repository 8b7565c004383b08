import en from "../en/integration-link";
import { messageArea } from "../messages";

/**
 * The dashboard's link into the Integration section: an area of its own, so neither the client
 * area's other pages nor the dashboard load the section's strings for it.
 */
export const integrationLinkMessages = messageArea("integrationLink", { en });
