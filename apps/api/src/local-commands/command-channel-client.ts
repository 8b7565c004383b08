import { type CommandChannel, commandChannelFileFor, readCommandChannel } from "./command-channel-file";
import {
  ACCOUNTS_COMMAND_PATH,
  type CommandAnswer,
  type CommandRequest,
  commandAnswerSchema,
} from "./command-request";

/** The channel of the API that holds the embedded database in `pgliteDir`, or null when none runs. */
export function findRunningApi(pgliteDir: string): CommandChannel | null {
  return readCommandChannel(commandChannelFileFor(pgliteDir));
}

/**
 * Runs an accounts command in the running API: its answer, or null when the API no longer answers
 * (it stopped), and the tool opens the database itself.
 */
export async function runInRunningApi(
  channel: CommandChannel,
  request: CommandRequest,
): Promise<CommandAnswer | null> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${channel.port}${ACCOUNTS_COMMAND_PATH}`, {
      method: "POST",
      headers: { authorization: `Bearer ${channel.token}`, "content-type": "application/json" },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    return null;
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === "object" && body !== null && "message" in body
        ? String(body.message)
        : response.statusText;
    throw new Error(`The running API refused the command (${response.status}): ${message}`);
  }
  return commandAnswerSchema.parse(body);
}
