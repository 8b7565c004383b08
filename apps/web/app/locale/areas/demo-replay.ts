import en from "../en/demo-replay";
import { messageArea } from "../messages";

export const demoReplayMessages = messageArea("demoReplay", { en });
