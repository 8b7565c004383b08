import { randomBytes } from "node:crypto";

/** A multipart/form-data body with one file part, as a browser's form would send it. */
export function multipartFile(field: string, fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----quillspin${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body with text fields and optional file parts, in the order given. */
export function multipartForm(
  fields: Record<string, string>,
  files: { field: string; fileName: string; contentType: string; bytes: Buffer }[] = [],
) {
  const boundary = `----quillspin${randomBytes(8).toString("hex")}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.map((file) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from("\r\n"),
      ]),
    ),
  ];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
