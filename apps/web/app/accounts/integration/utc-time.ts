/** A time from the API as the section shows it: UTC, to the second, the same in every browser. */
export function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}
