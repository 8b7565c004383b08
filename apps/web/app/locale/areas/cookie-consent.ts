import en from "../en/cookie-consent";
import { messageArea } from "../messages";

export const cookieConsentMessages = messageArea("cookieConsent", { en });
