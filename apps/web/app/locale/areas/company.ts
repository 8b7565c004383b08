import en from "../en/company";
import { messageArea } from "../messages";

export const companyMessages = messageArea("company", { en });
