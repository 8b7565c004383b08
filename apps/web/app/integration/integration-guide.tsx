import { brand, marketIds } from "@quillspin/content";
import {
  jurisdictionIds,
  minorUnitExamples,
  minorUnitExponent,
  operatorApi,
  signatureHeaders,
  signedPayload,
  type WalletErrorCode,
  walletCheckCommand,
  walletCheckScenarios,
  walletErrors,
  walletOperations,
  walletTimeoutMs,
} from "@quillspin/contracts";
import type { ReactNode } from "react";
import { publicSettings } from "../config/public-settings";
import { integrationMessages } from "../locale/areas/integration";
import { useMessages } from "../locale/locale-context";
import { CodeExample } from "./code-example";
import {
  curlListRounds,
  curlOpenSession,
  exampleBet,
  exampleEnvironment,
  exampleRollback,
  nodeOpenSession,
  nodeSigning,
  nodeSigningFile,
  walletCheckExample,
} from "./examples";
import "./integration.css";

const sectionIds = [
  "stages",
  "signing",
  "money",
  "operator-api",
  "wallet-api",
  "rounds",
  "examples",
  "errors",
  "conformance",
] as const;
type SectionId = (typeof sectionIds)[number];

function GuideSection({ id, heading, children }: { id: SectionId; heading: string; children: ReactNode }) {
  return (
    <section id={id} className="prose-section integration-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The operator integration guide: every header, path, code and scenario printed from the contract. */
export function IntegrationGuide() {
  const t = useMessages(integrationMessages).integration;
  const api = publicSettings.apiBaseUrl;
  const headings: Record<SectionId, string> = {
    stages: t.stages.heading,
    signing: t.signing.heading,
    money: t.money.heading,
    "operator-api": t.operatorApi.heading,
    "wallet-api": t.walletApi.heading,
    rounds: t.rounds.heading,
    examples: t.examples.heading,
    errors: t.errors.heading,
    conformance: t.conformance.heading,
  };
  const endpoints = [
    { method: "POST", path: operatorApi.sessions, ...t.operatorApi.sessions },
    { method: "GET", path: operatorApi.rounds, ...t.operatorApi.rounds },
    { method: "GET", path: operatorApi.round("{round_id}"), ...t.operatorApi.round },
  ];

  return (
    <div className="page company-page integration-page">
      <header className="page-hero">
        <p className="kicker">{t.kicker}</p>
        <h1>{t.h1}</h1>
        <p className="lead">{t.lead}</p>
      </header>
      <nav className="integration-contents" aria-labelledby="integration-contents">
        <h2 id="integration-contents" className="integration-contents__title">
          {t.contents}
        </h2>
        <ol>
          {sectionIds.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{headings[id]}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose integration-prose">
        <GuideSection id="stages" heading={t.stages.heading}>
          <p>{t.stages.intro}</p>
          <ol className="integration-steps">
            {t.stages.items.map((item) => (
              <li key={item.title}>
                <strong>{item.title}.</strong> {item.text}
              </li>
            ))}
          </ol>
        </GuideSection>

        <GuideSection id="signing" heading={t.signing.heading}>
          <p>{t.signing.intro}</p>
          <table className="integration-table" data-facts="signature-headers">
            <thead>
              <tr>
                <th scope="col">{t.signing.headerColumn}</th>
                <th scope="col">{t.signing.valueColumn}</th>
              </tr>
            </thead>
            <tbody>
              {(["operator", "timestamp", "signature"] as const).map((key) => (
                <tr key={key}>
                  <td>
                    <code>{signatureHeaders[key]}</code>
                  </td>
                  <td>{t.signing.headers[key]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t.signing.stringIntro}</p>
          <p>
            <code className="integration-signed-string">{signedPayload("{timestamp}", "{raw body}")}</code>
          </p>
          <ul>
            {t.signing.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </GuideSection>

        <GuideSection id="money" heading={t.money.heading}>
          <p>{t.money.intro}</p>
          <table className="integration-table">
            <thead>
              <tr>
                <th scope="col">{t.money.currencyColumn}</th>
                <th scope="col">{t.money.exponentColumn}</th>
                <th scope="col">{t.money.exampleColumn}</th>
              </tr>
            </thead>
            <tbody>
              {minorUnitExamples.map((currency) => (
                <tr key={currency}>
                  <td>{currency}</td>
                  <td>{minorUnitExponent(currency)}</td>
                  <td>
                    <code>{10 ** minorUnitExponent(currency)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t.money.note}</p>
        </GuideSection>

        <GuideSection id="operator-api" heading={t.operatorApi.heading}>
          <p>{t.operatorApi.intro(api)}</p>
          <dl className="integration-endpoints">
            {endpoints.map((endpoint) => (
              <div key={endpoint.path} className="integration-endpoint">
                <dt>
                  <code>
                    {endpoint.method} /v1{endpoint.path}
                  </code>
                </dt>
                <dd>
                  <p>{endpoint.summary}</p>
                  <p>
                    {typeof endpoint.fields === "function"
                      ? endpoint.fields(jurisdictionIds.join(", "), marketIds.join(", "))
                      : endpoint.fields}
                  </p>
                  <p>{endpoint.answer}</p>
                </dd>
              </div>
            ))}
          </dl>
        </GuideSection>

        <GuideSection id="wallet-api" heading={t.walletApi.heading}>
          <p>{t.walletApi.intro}</p>
          <dl className="integration-endpoints" data-facts="wallet-operations">
            {walletOperations.map((operation) => (
              <div key={operation} className="integration-endpoint">
                <dt>
                  <code>POST {`{wallet_url}/${operation}`}</code>
                </dt>
                <dd>{t.walletApi.operations[operation]}</dd>
              </div>
            ))}
          </dl>
          <CodeExample id="wallet-bet" title={t.walletApi.betExample} code={json(exampleBet)} />
          <CodeExample
            id="wallet-rollback"
            title={t.walletApi.rollbackExample}
            code={json(exampleRollback)}
          />
          <CodeExample
            id="wallet-answers"
            title={t.walletApi.answerExample}
            code={[
              `200 ${JSON.stringify({ balance: 9_900 })}`,
              `402 ${JSON.stringify({ error: "INSUFFICIENT_FUNDS" satisfies WalletErrorCode })}`,
              `401 ${JSON.stringify({ error: "INVALID_SIGNATURE" satisfies WalletErrorCode })}`,
            ].join("\n")}
          />
          <p>{t.walletApi.idempotency}</p>
        </GuideSection>

        <GuideSection id="rounds" heading={t.rounds.heading}>
          <ol className="integration-steps">
            {t.rounds.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </GuideSection>

        <GuideSection id="examples" heading={t.examples.heading}>
          <p>{t.examples.intro(api)}</p>
          <CodeExample
            id="environment"
            title={t.examples.environmentTitle}
            code={[
              `export ${exampleEnvironment.api}="${api}"`,
              `export ${exampleEnvironment.operator}="op_…"      # from the client area`,
              `export ${exampleEnvironment.secret}="…"          # shown once, when issued`,
            ].join("\n")}
          />
          <CodeExample id="curl-open-session" title={t.examples.curlTitle} code={curlOpenSession} />
          <CodeExample id="curl-list-rounds" title={t.examples.curlRoundsTitle} code={curlListRounds} />
          <CodeExample
            id="node-signing"
            title={`${t.examples.nodeSigningTitle} (${nodeSigningFile})`}
            code={nodeSigning}
          />
          <CodeExample id="node-open-session" title={t.examples.nodeSessionTitle} code={nodeOpenSession} />
        </GuideSection>

        <GuideSection id="errors" heading={t.errors.heading}>
          <p>{t.errors.intro}</p>
          <table className="integration-table" data-facts="wallet-errors">
            <thead>
              <tr>
                <th scope="col">{t.errors.codeColumn}</th>
                <th scope="col">{t.errors.whenColumn}</th>
              </tr>
            </thead>
            <tbody>
              {walletErrors.map((error) => (
                <tr key={error.code}>
                  <td>
                    <code>{error.code}</code>
                  </td>
                  <td>{error.when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </GuideSection>

        <GuideSection id="conformance" heading={t.conformance.heading}>
          <p>{t.conformance.intro}</p>
          <CodeExample id="wallet-check" title="npm run wallet-check" code={walletCheckCommand} />
          <CodeExample
            id="wallet-check-reference"
            title={t.conformance.referenceTitle}
            code={walletCheckExample(`${api}${operatorApi.referenceWallet("op_…")}`)}
          />
          <p>{t.conformance.timeout(walletTimeoutMs)}</p>
          <table className="integration-table" data-facts="conformance-scenarios">
            <thead>
              <tr>
                <th scope="col">{t.conformance.scenarioColumn}</th>
                <th scope="col">{t.conformance.expectColumn}</th>
              </tr>
            </thead>
            <tbody>
              {walletCheckScenarios.map((scenario) => (
                <tr key={scenario.id}>
                  <td>{scenario.title}</td>
                  <td>{scenario.expect}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {t.contact} <a href={`mailto:${brand.contacts.sales}`}>{brand.contacts.sales}</a>.
          </p>
        </GuideSection>
      </div>
    </div>
  );
}
