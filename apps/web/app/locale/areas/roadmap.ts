import en from "../en/roadmap";
import { messageArea } from "../messages";

export const roadmapMessages = messageArea("roadmap", { en });
