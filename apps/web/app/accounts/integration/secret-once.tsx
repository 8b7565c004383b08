import { useEffect, useRef, useState } from "react";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import type { IssuedCredentials } from "./integration-api";

/**
 * The secret the API answers once, when credentials are issued or rotated. It lives only in this
 * component's state: nothing stores it, so a reload or leaving the page loses it for good, as the
 * warning says.
 */
export function SecretOnce({ issued, onDone }: { issued: IssuedCredentials; onDone: () => void }) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.credentials;
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const boxRef = useRef<HTMLElement>(null);

  useEffect(() => {
    boxRef.current?.focus();
  }, []);

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(issued.secret);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  }

  return (
    <section
      ref={boxRef}
      className="integration-secret"
      tabIndex={-1}
      aria-labelledby="integration-secret-title"
    >
      <h3 id="integration-secret-title">{t.secretTitle}</h3>
      <p className="integration-secret__warning">
        <strong>{t.secretWarning}</strong>
      </p>
      <dl className="integration-facts">
        <div>
          <dt>{t.operatorId}</dt>
          <dd>
            <code>{issued.operator_id}</code>
          </dd>
        </div>
        <div>
          <dt>{t.secretTitle}</dt>
          <dd>
            <code className="integration-secret__value" data-secret>
              {issued.secret}
            </code>
          </dd>
        </div>
      </dl>
      <div className="integration-actions">
        <button type="button" className="button button--primary" onClick={copySecret}>
          {t.copy}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t.done}
        </button>
      </div>
      <p role="status" className="integration-status">
        {copy === "copied" ? t.copied : copy === "failed" ? t.copyFailed : ""}
      </p>
    </section>
  );
}
