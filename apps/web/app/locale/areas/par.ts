import en from "../en/par";
import { messageArea } from "../messages";

export const parMessages = messageArea("par", { en });
