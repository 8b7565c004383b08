import { walletCheckScenarios } from "@quillspin/contracts";
import { useEffect, useRef, useState } from "react";
import { ApiRequestError } from "../../api/api-request-error";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import {
  type Integration,
  integrationApi,
  type WalletCheckReport,
  type WalletExchange,
} from "./integration-api";

type CheckState =
  | { state: "idle" }
  | { state: "running" }
  | { state: "done"; report: WalletCheckReport }
  | { state: "limited" }
  | { state: "failed" };

const json = (value: unknown) => JSON.stringify(value, null, 2);

function Exchange({ exchange }: { exchange: WalletExchange }) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.check;
  const { answer } = exchange;
  return (
    <li className="wallet-exchange">
      <p className="wallet-exchange__operation">
        <code>{exchange.operation}</code>
      </p>
      <p className="wallet-exchange__label">{t.request}</p>
      <pre>{json(exchange.request)}</pre>
      <p className="wallet-exchange__label">
        {t.answer} ({answer.ms} ms)
      </p>
      <pre>{"error" in answer ? t.noAnswer(answer.error) : `${answer.status}\n${json(answer.body)}`}</pre>
    </li>
  );
}

function Report({ report }: { report: WalletCheckReport }) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.check;
  return (
    <ol className="wallet-check__scenarios">
      {report.scenarios.map((scenario) => (
        <li
          key={scenario.id}
          className={`wallet-scenario wallet-scenario--${scenario.passed ? "pass" : "fail"}`}
          data-scenario={scenario.id}
          data-passed={scenario.passed}
        >
          <p className="wallet-scenario__head">
            <span className="wallet-scenario__verdict">{scenario.passed ? t.pass : t.fail}</span>{" "}
            <strong>{scenario.title}</strong>
          </p>
          <p className="wallet-scenario__detail">{scenario.detail}</p>
          {scenario.exchanges.length > 0 ? (
            <details>
              <summary>{t.exchanges(scenario.exchanges.length)}</summary>
              <ol className="wallet-exchanges">
                {scenario.exchanges.map((exchange, index) => (
                  // The kit's exchanges are a fixed sequence with no id of their own.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity here.
                  <Exchange key={index} exchange={exchange} />
                ))}
              </ol>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * "Check my wallet": runs the conformance kit through the API against the partner's wallet (or the
 * reference wallet) and lists every scenario with its verdict, requests and answers. The API allows
 * three runs a minute; the 429 is said here in plain words as well as in the toast.
 */
export function WalletCheckPanel({ integration }: { integration: Integration }) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.check;
  const [check, setCheck] = useState<CheckState>({ state: "idle" });
  const resultRef = useRef<HTMLDivElement>(null);
  const active = integration.status === "active";

  useEffect(() => {
    if (check.state === "done" || check.state === "limited" || check.state === "failed") {
      resultRef.current?.focus();
    }
  }, [check.state]);

  async function run(wallet: "configured" | "reference") {
    setCheck({ state: "running" });
    try {
      setCheck({ state: "done", report: await integrationApi.checkWallet(wallet) });
    } catch (error) {
      setCheck({ state: error instanceof ApiRequestError && error.status === 429 ? "limited" : "failed" });
    }
  }

  const report = check.state === "done" ? check.report : null;
  const failed = report ? report.scenarios.filter((scenario) => !scenario.passed).length : 0;
  return (
    <section className="client-area__section wallet-check" aria-labelledby="wallet-check-title">
      <h2 id="wallet-check-title">{t.title}</h2>
      <p className="muted">{t.lead(walletCheckScenarios.length)}</p>
      {active ? (
        <div className="integration-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={check.state === "running"}
            aria-busy={check.state === "running" || undefined}
            onClick={() => void run("configured")}
          >
            {t.run}
          </button>
          {integration.wallet_url ? (
            <button
              type="button"
              className="button"
              disabled={check.state === "running"}
              onClick={() => void run("reference")}
            >
              {t.runReference}
            </button>
          ) : null}
        </div>
      ) : (
        <p>{t.needsCredentials}</p>
      )}
      <div aria-live="polite" className="integration-status">
        {check.state === "running" ? <p>{t.running}</p> : null}
      </div>
      <div ref={resultRef} tabIndex={-1} className="wallet-check__result">
        {report ? (
          <>
            <p
              role="status"
              className={`wallet-check__verdict wallet-check__verdict--${report.passed ? "pass" : "fail"}`}
            >
              {report.passed
                ? t.passed(report.scenarios.length, report.scenarios.length, report.url)
                : t.failed(failed, report.scenarios.length, report.url)}
            </p>
            <Report report={report} />
          </>
        ) : null}
        {check.state === "limited" ? (
          <p role="alert" className="client-area__notice">
            {t.limited}
          </p>
        ) : null}
        {check.state === "failed" ? (
          <p role="alert" className="client-area__notice">
            {t.failedToRun}
          </p>
        ) : null}
      </div>
    </section>
  );
}
