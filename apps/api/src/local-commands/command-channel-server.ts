import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { runAccountsCommand } from "../cli/accounts-commands";
import type { Db } from "../db/database";
import { AccountFailure } from "../modules/accounts/account-failure";
import {
  type CommandChannel,
  commandChannelFileFor,
  removeCommandChannel,
  writeCommandChannel,
} from "./command-channel-file";
import { ACCOUNTS_COMMAND_PATH, type CommandAnswer, commandRequestSchema } from "./command-request";

const MAX_BODY_BYTES = 64 * 1024;

interface ChannelOptions {
  pgliteDir: string;
  db: Db;
  siteUrl: string;
  log: FastifyBaseLogger;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The running API's door for `npm run accounts` on the embedded database, which only one process may
 * open: the tool sends its arguments here and the API runs the command on its own connection. The
 * door listens on 127.0.0.1 only, on a port the system picks, and opens only to the random token in
 * DATA_DIR (owner-readable, new at every start); a browser is refused outright, since the
 * tool sends neither `Origin` nor `Sec-Fetch-Site`.
 */
export async function openCommandChannel({ pgliteDir, db, siteUrl, log }: ChannelOptions) {
  const token = randomBytes(32).toString("base64url");
  const expected = digest(`Bearer ${token}`);

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== "POST" || request.url !== ACCOUNTS_COMMAND_PATH) {
      return answer(response, 404, { message: "Not found." });
    }
    if (request.headers.origin !== undefined || request.headers["sec-fetch-site"] !== undefined) {
      return answer(response, 403, { message: "Browsers may not use this channel." });
    }
    if (!timingSafeEqual(digest(request.headers.authorization ?? ""), expected)) {
      return answer(response, 401, { message: "Wrong or missing token." });
    }
    const text = await readBody(request);
    if (text === null) return answer(response, 413, { message: "The request is too large." });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return answer(response, 400, { message: "The request is not JSON." });
    }
    const parsed = commandRequestSchema.safeParse(body);
    if (!parsed.success) return answer(response, 400, { message: "The request is not a command." });
    const { argv, password } = parsed.data;
    const result: CommandAnswer = { exitCode: 1, output: [], errors: [] };
    log.info({ command: argv[0] }, "running a command for npm run accounts");
    result.exitCode = await runAccountsCommand(argv, {
      db,
      siteUrl,
      readPassword: async () => {
        if (password === undefined) throw new AccountFailure(400, "Give the password with --password.");
        return password;
      },
      print: (line) => result.output.push(line),
      printError: (line) => result.errors.push(line),
    });
    return answer(response, 200, result);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log.error({ err: error }, "a command for npm run accounts failed");
      if (!response.headersSent) {
        answer(response, 500, { message: error instanceof Error ? error.message : String(error) });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const file = commandChannelFileFor(pgliteDir);
  const channel: CommandChannel = { pid: process.pid, port: (server.address() as AddressInfo).port, token };
  writeCommandChannel(file, channel);
  return {
    async close(): Promise<void> {
      removeCommandChannel(file, channel);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
