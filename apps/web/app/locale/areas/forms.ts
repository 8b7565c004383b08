import en from "../en/forms";
import { messageArea } from "../messages";

export const formsMessages = messageArea("forms", { en });
