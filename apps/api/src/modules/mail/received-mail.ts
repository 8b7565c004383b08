/**
 * Reads a raw MIME message as an SMTP server receives it, enough for tests to check what a
 * recipient sees: decoded headers, the plain text and HTML parts, and the links in them.
 */
export interface ReceivedMail {
  raw: string;
  /** The SMTP envelope's recipients. */
  recipients: string[];
  /** Header names in lower case; values unfolded and decoded. */
  headers: Map<string, string>;
  header(name: string): string | undefined;
  text: string;
  html: string;
  /** Every http(s) address in the plain text part, in order. */
  links: string[];
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const boundary = raw.search(/\r?\n\r?\n/);
  const head = boundary === -1 ? raw : raw.slice(0, boundary);
  const body = boundary === -1 ? "" : raw.slice(boundary).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function quotedPrintableBytes(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index++) {
    const hex = soft[index] === "=" ? soft.slice(index + 1, index + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(soft[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return quotedPrintableBytes(part.body).toString("utf8");
  return part.body;
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Caf=C3=A9?=`; neighbouring words join without their spaces. */
function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : quotedPrintableBytes(data.replaceAll("_", " ")).toString("utf8"),
    );
}

function collectParts(part: MimePart, found: { text: string; html: string }): void {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectParts(splitPart(section.replace(/^\r?\n/, "")), found);
    }
    return;
  }
  if (type.toLowerCase().startsWith("text/html")) found.html += decodeBody(part);
  else if (type.toLowerCase().startsWith("text/plain")) found.text += decodeBody(part);
}

export function readReceivedMail(raw: string, recipients: string[]): ReceivedMail {
  const message = splitPart(raw);
  const headers = new Map([...message.headers].map(([name, value]) => [name, decodeHeaderValue(value)]));
  const found = { text: "", html: "" };
  collectParts(message, found);
  return {
    raw,
    recipients,
    headers,
    header: (name) => headers.get(name.toLowerCase()),
    text: found.text,
    html: found.html,
    links: [...found.text.matchAll(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g)].map((match) => match[0]),
  };
}
