import { simpleParser } from "mailparser";

/** A mail as its recipient sees it, read from the raw MIME message an SMTP server receives. */
export interface ReceivedMail {
  raw: string;
  /** The SMTP envelope's recipients. */
  recipients: string[];
  /** Header names in lower case; values unfolded, encoded words decoded. */
  headers: Map<string, string>;
  header(name: string): string | undefined;
  text: string;
  html: string;
  /** Every http(s) address in the plain text part, in order. */
  links: string[];
}

/**
 * Reads a raw message with mailparser: MIME parts, transfer encodings and charsets. Headers keep
 * the text as sent (addresses and `List-Unsubscribe` unparsed, as a test compares them), with the
 * encoded words of free-text headers such as Subject decoded by mailparser.
 */
export async function readReceivedMail(raw: string, recipients: string[]): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const headers = new Map<string, string>();
  for (const { key, line } of parsed.headerLines) {
    const decoded = parsed.headers.get(key);
    const sent = line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim();
    headers.set(key, typeof decoded === "string" ? decoded : sent);
  }
  const text = parsed.text ?? "";
  return {
    raw,
    recipients,
    headers,
    header: (name) => headers.get(name.toLowerCase()),
    text,
    html: parsed.html || "",
    links: [...text.matchAll(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g)].map((match) => match[0]),
  };
}
