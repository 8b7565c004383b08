import en from "../en/news";
import { messageArea } from "../messages";

export const newsMessages = messageArea("news", { en });
