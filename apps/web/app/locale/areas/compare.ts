import en from "../en/compare";
import { messageArea } from "../messages";

export const compareMessages = messageArea("compare", { en });
