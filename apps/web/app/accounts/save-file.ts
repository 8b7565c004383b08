/**
 * Hands a downloaded file to the browser's download manager. A plain link cannot carry the Bearer
 * token, so the file is fetched first and saved from memory.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns; a minute is far more than they need.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
