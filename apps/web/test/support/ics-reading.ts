/**
 * A small reader of iCalendar text (RFC 5545) for the tests: lines unfolded, each content line split
 * into name, parameters and value, VEVENT blocks gathered. `node-ical` would do it but needs Node 22.
 */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export function unfoldedLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
}

export function propertyOf(line: string): IcsProperty {
  const colon = line.indexOf(":");
  const [name = "", ...params] = line.slice(0, colon).split(";");
  return {
    name,
    params: Object.fromEntries(params.map((param) => param.split("=") as [string, string])),
    value: line.slice(colon + 1),
  };
}

/** A TEXT value as written, escapes undone. */
export function textValue(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_match, character: string) =>
    character === "n" || character === "N" ? "\n" : character,
  );
}

export function calendarProperties(text: string): IcsProperty[] {
  const lines = unfoldedLines(text);
  const end = lines.indexOf("BEGIN:VEVENT");
  return lines.slice(0, end === -1 ? undefined : end).map(propertyOf);
}

export function eventsOf(text: string): Map<string, IcsProperty>[] {
  const events: Map<string, IcsProperty>[] = [];
  let current: Map<string, IcsProperty> | null = null;
  for (const line of unfoldedLines(text)) {
    if (line === "BEGIN:VEVENT") current = new Map();
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const property = propertyOf(line);
      current.set(property.name, property);
    }
  }
  return events;
}
