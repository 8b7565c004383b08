import en from "../en/contact";
import { messageArea } from "../messages";

export const contactMessages = messageArea("contact", { en });
