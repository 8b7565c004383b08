import { careersPage } from "@quillspin/content";
import { useActionData } from "react-router";
import { careersAction } from "../careers/application-action.server";
import { APPLICATION_FORM_ID, ApplicationForm } from "../careers/application-form";
import { CompanyPageView } from "../company/company-page";
import "../forms/contact-layout.css";
import { companyMessages } from "../locale/areas/company";
import { useMessages } from "../locale/locale-context";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/careers";

/** The application form posted before scripts run, with its CV: sent to the API by the site's server. */
export function action({ request }: Route.ActionArgs) {
  return careersAction(request);
}

export default function Careers() {
  const m = useMessages(companyMessages);
  const posted = useActionData<typeof action>();
  return (
    <CompanyPageView page={careersPage} kicker={m.nav.careers} idPrefix="careers">
      <section className="section" aria-labelledby="open-positions">
        <h2 id="open-positions">{m.company.openPositions(careersPage.positions.length)}</h2>
        <ul className="positions">
          {careersPage.positions.map((position) => (
            <li key={position.id} id={position.id} className="position" data-reveal>
              <h3>{position.title}</h3>
              <ul className="position__meta">
                <li>{position.team}</li>
                <li>{position.location}</li>
                <li>{position.type}</li>
              </ul>
              <p>{position.summary}</p>
              <div className="position__columns">
                <div>
                  <h4>{m.company.responsibilities}</h4>
                  <ul>
                    {position.responsibilities.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4>{m.company.requirements}</h4>
                  <ul>
                    {position.requirements.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                  <h4>{m.company.niceToHave}</h4>
                  <ul>
                    {position.niceToHave.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              </div>
              <h4>{m.company.howToApply}</h4>
              <p>
                <a href={`?role=${position.id}#${APPLICATION_FORM_ID}`}>
                  {m.company.applyWithForm}
                  <span className="visually-hidden">: {position.title}</span>
                </a>{" "}
                {m.company.applyByEmail}{" "}
                <a
                  href={`mailto:${position.apply.email}?subject=${encodeURIComponent(position.apply.subject)}`}
                >
                  {position.apply.email}
                </a>
                .
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section careers-apply">
        <ApplicationForm posted={posted} />
      </section>
    </CompanyPageView>
  );
}

export function meta() {
  return pageMeta({ ...careersPage.meta, keywords: careersPage.keywords, path: "/careers" });
}
