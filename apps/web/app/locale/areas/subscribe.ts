import en from "../en/subscribe";
import { messageArea } from "../messages";

export const subscribeMessages = messageArea("subscribe", { en });
