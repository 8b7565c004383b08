import en from "../en/demo-player";
import { messageArea } from "../messages";

export const demoPlayerMessages = messageArea("demoPlayer", { en });
