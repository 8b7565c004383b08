import en from "../en/maths";
import { messageArea } from "../messages";

export const mathsMessages = messageArea("maths", { en });
