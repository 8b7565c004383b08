import en from "../en/accounts";
import { messageArea } from "../messages";

export const accountsMessages = messageArea("accounts", { en });
