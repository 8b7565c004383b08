import type { PartnerDownload } from "@quillspin/contracts";
import { useCallback, useRef, useState } from "react";
import { accountApi } from "../session/account-api";
import { saveFile } from "./save-file";
import { useForbiddenRedirect } from "./use-forbidden-redirect";

export type DownloadProgress =
  | { state: "idle" }
  | { state: "preparing"; path: string; label: string }
  | { state: "saved" | "failed"; path: string; label: string };

/**
 * Fetches a partner file with the access token and saves it. The API decides on every request who
 * may have it; a refusal (403) leads to /forbidden. One download at a time.
 */
export function usePartnerDownload() {
  const forbidden = useForbiddenRedirect();
  const [progress, setProgress] = useState<DownloadProgress>({ state: "idle" });
  const busy = useRef(false);

  const download = useCallback(
    async (file: PartnerDownload, label: string) => {
      if (busy.current) return;
      busy.current = true;
      setProgress({ state: "preparing", path: file.path, label });
      try {
        saveFile(await accountApi.file(file.path), file.fileName);
        setProgress({ state: "saved", path: file.path, label });
      } catch (error) {
        if (!forbidden(error)) setProgress({ state: "failed", path: file.path, label });
      } finally {
        busy.current = false;
      }
    },
    [forbidden],
  );

  return { progress, download };
}
