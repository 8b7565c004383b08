import { demoSessionIdSchema } from "@quillspin/contracts";
import { sandboxMode, sandboxSessionIdSchema } from "@quillspin/contracts/sandbox-sessions";

/** Which API a `?session=` id belongs to: both kinds are UUIDs, so the sandbox's `game_url` says `mode=sandbox`. */
export type SessionAddress = { kind: "demo"; id: string } | { kind: "sandbox"; id: string };

export function sessionAddress(query: URLSearchParams): SessionAddress | null {
  const id = query.get("session");
  if (query.get("mode") === sandboxMode) {
    return sandboxSessionIdSchema.safeParse(id).success && id ? { kind: "sandbox", id } : null;
  }
  return demoSessionIdSchema.safeParse(id).success && id ? { kind: "demo", id } : null;
}
