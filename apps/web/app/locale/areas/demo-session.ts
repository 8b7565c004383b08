import en from "../en/demo-session";
import { messageArea } from "../messages";

export const demoSessionMessages = messageArea("demoSession", { en });
