import en from "../en/integration";
import { messageArea } from "../messages";

export const integrationMessages = messageArea("integration", { en });
