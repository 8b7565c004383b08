import en from "../en/games";
import { messageArea } from "../messages";

export const gamesMessages = messageArea("games", { en });
