import { useState } from "react";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { showSuccessToast } from "../../toasts/toasts";
import { ConfirmAction } from "./confirm-action";
import { type Integration, type IssuedCredentials, integrationApi } from "./integration-api";
import { SecretOnce } from "./secret-once";

interface CredentialsPanelProps {
  integration: Integration;
  /** Asks for the integration again after a change. */
  onChanged: () => void;
}

/**
 * Create, rotate and revoke the sandbox credentials. The API answers the secret on issue and on
 * rotation only; rotation and revocation break the partner's running integration, so both ask first.
 */
export function CredentialsPanel({ integration, onChanged }: CredentialsPanelProps) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.credentials;
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<IssuedCredentials | null>(null);

  async function run(task: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await task();
      showSuccessToast(done);
      onChanged();
    } catch {
      // accountApi has shown the API's reason in a toast; the panel stays as it was.
    } finally {
      setBusy(false);
    }
  }

  const issue = (done: string) => run(async () => setIssued(await integrationApi.issueCredentials()), done);

  return (
    <section className="client-area__section" aria-labelledby="credentials-title">
      <h2 id="credentials-title">{t.title}</h2>
      {issued ? <SecretOnce issued={issued} onDone={() => setIssued(null)} /> : null}
      {integration.status === "none" ? <p>{t.none}</p> : null}
      {integration.status === "revoked" ? <p className="client-area__notice">{t.revoked}</p> : null}
      {integration.operator_id ? (
        <dl className="integration-facts">
          <div>
            <dt>{t.operatorId}</dt>
            <dd>
              <code>{integration.operator_id}</code>
            </dd>
          </div>
          <div>
            <dt>{t.status}</dt>
            <dd data-credentials-status={integration.status}>{t.statuses[integration.status]}</dd>
          </div>
        </dl>
      ) : null}
      <div className="integration-actions">
        {integration.status === "active" ? (
          <>
            <ConfirmAction
              label={t.rotate}
              question={t.confirmRotate}
              confirmLabel={t.confirmYesRotate}
              cancelLabel={t.cancel}
              busy={busy}
              onConfirm={() => void issue(t.rotated)}
            />
            <ConfirmAction
              label={t.revoke}
              question={t.confirmRevoke}
              confirmLabel={t.confirmYesRevoke}
              cancelLabel={t.cancel}
              busy={busy}
              onConfirm={() => {
                setIssued(null);
                void run(integrationApi.revokeCredentials, t.revokedDone);
              }}
            />
          </>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void issue(t.created)}
          >
            {t.create}
          </button>
        )}
      </div>
    </section>
  );
}
