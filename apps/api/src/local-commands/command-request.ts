import { z } from "zod";

/** What a command-line tool asks a running API to run: the arguments it was given, as it was given them. */
export const commandRequestSchema = z.object({
  argv: z.array(z.string().max(1000)).min(1).max(20),
  /** Asked for on the terminal where the tool runs, when the command needs one and none was given. */
  password: z.string().max(1000).optional(),
});

export type CommandRequest = z.infer<typeof commandRequestSchema>;

/** What the API answers: the command's exit code and what it printed, in order. */
export const commandAnswerSchema = z.object({
  exitCode: z.number().int(),
  output: z.array(z.string()),
  errors: z.array(z.string()),
});

export type CommandAnswer = z.infer<typeof commandAnswerSchema>;

/** The one path the channel answers. */
export const ACCOUNTS_COMMAND_PATH = "/accounts";
