import en from "../en/game-facts";
import { messageArea } from "../messages";

export const gameFactsMessages = messageArea("gameFacts", { en });
