import { useState } from "react";
import { accountApi } from "../../session/account-api";
import { saveFile } from "../save-file";

/**
 * A CSV of the Integration section (rounds, a report) as a button: a link could not carry the partner's
 * token, so the API's file is fetched and saved from memory, as the client area's downloads are. A
 * failure has been told by the toast; the button stays to try again.
 */
export function CsvDownload({
  path,
  fileName,
  label,
  saved,
}: {
  path: string;
  fileName: string;
  label: string;
  saved: string;
}) {
  const [state, setState] = useState<"idle" | "busy" | "saved">("idle");
  async function download() {
    setState("busy");
    try {
      saveFile(await accountApi.file(path), fileName);
      setState("saved");
    } catch {
      setState("idle");
    }
  }
  return (
    <div className="integration-actions">
      <button
        type="button"
        className="button"
        onClick={() => void download()}
        disabled={state === "busy"}
        aria-busy={state === "busy" || undefined}
        data-csv-path={path}
      >
        {label}
      </button>
      <p role="status" className="integration-status">
        {state === "saved" ? saved : ""}
      </p>
    </div>
  );
}
