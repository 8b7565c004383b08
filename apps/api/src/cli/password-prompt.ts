import { text } from "node:stream/consumers";

const ENTER = new Set(["\r", "\n"]);
const CTRL_C = "\u0003";
const BACKSPACE = new Set(["\u007f", "\b"]);

function readHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = "";
    const done = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
    };
    function onData(chunk: string) {
      for (const character of chunk) {
        if (ENTER.has(character)) {
          done();
          resolve(typed);
          return;
        }
        if (character === CTRL_C) {
          done();
          reject(new Error("Cancelled."));
          return;
        }
        typed = BACKSPACE.has(character) ? [...typed].slice(0, -1).join("") : typed + character;
      }
    }
    stdin.on("data", onData);
  });
}

/**
 * Asks for a password twice without echoing it, so it stays out of the shell history and the
 * process list; when standard input is not a terminal (a script piping it in), reads its first line.
 */
export async function promptPassword(question: string): Promise<string> {
  if (!process.stdin.isTTY) return (await text(process.stdin)).split(/\r?\n/)[0] ?? "";
  const first = await readHidden(question);
  const second = await readHidden("Once more, to confirm: ");
  if (first !== second) throw new Error("The two passwords differ.");
  return first;
}
