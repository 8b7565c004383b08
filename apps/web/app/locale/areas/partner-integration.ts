import en from "../en/partner-integration";
import { messageArea } from "../messages";

/** The client area's Integration section (issue 28): credentials, wallet, sandbox and rounds. */
export const partnerIntegrationMessages = messageArea("partnerIntegration", { en });
