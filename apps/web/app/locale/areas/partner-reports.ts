import en from "../en/partner-reports";
import { messageArea } from "../messages";

/**
 * The Integration section's Reports and Fraud signals pages (issue 28): an area of their own, so the
 * section's other pages do not load their strings (the section's nav labels stay in partner-integration).
 */
export const partnerReportsMessages = messageArea("partnerReports", { en });
