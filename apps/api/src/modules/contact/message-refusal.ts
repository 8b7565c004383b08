/** A refusal of a back-office action on a message; the errors plugin answers it with its status and message. */
export class MessageRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = "MessageRefusal";
  }
}

export const messageNotFound = () => new MessageRefusal(404, "Message not found.");
