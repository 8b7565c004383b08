import { readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Where a running API tells command-line tools how to reach it: beside the embedded database's lock
 * in DATA_DIR, readable by its owner only. The token in it is made anew at every start.
 */
export function commandChannelFileFor(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.commands.json`;
}

export const commandChannelSchema = z.object({
  pid: z.number().int().positive(),
  port: z.number().int().min(1).max(65535),
  token: z.string().min(43),
});

export type CommandChannel = z.infer<typeof commandChannelSchema>;

/** Written whole or not at all (a reader never sees half a file), and never readable by other users. */
export function writeCommandChannel(file: string, channel: CommandChannel): void {
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(channel), { mode: 0o600, flag: "w" });
  renameSync(draft, file);
}

/** The channel of a running API, or null when the file is missing, damaged or left by a process that died. */
export function readCommandChannel(file: string): CommandChannel | null {
  let channel: CommandChannel;
  try {
    const parsed = commandChannelSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) return null;
    channel = parsed.data;
  } catch {
    return null;
  }
  try {
    process.kill(channel.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return null;
  }
  return channel;
}

/** Removes the file if it is still this process's own. */
export function removeCommandChannel(file: string, channel: CommandChannel): void {
  try {
    const current = commandChannelSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (current.success && current.data.token === channel.token) unlinkSync(file);
  } catch {
    // Already gone.
  }
}
