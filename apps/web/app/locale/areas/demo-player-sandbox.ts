import en from "../en/demo-player-sandbox";
import { messageArea } from "../messages";

export const demoPlayerSandboxMessages = messageArea("demoPlayerSandbox", { en });
