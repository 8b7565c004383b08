import en from "../en/features";
import { messageArea } from "../messages";

export const featuresMessages = messageArea("features", { en });
