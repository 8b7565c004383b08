import en from "../en/demo-launch";
import { messageArea } from "../messages";

export const demoLaunchMessages = messageArea("demoLaunch", { en });
