import { careersPage } from "@quillspin/content";
import { CompanyPageView } from "../company/company-page";
import { companyMessages } from "../locale/areas/company";
import { useMessages } from "../locale/locale-context";
import { pageMeta } from "../seo/page-meta";

export default function Careers() {
  const m = useMessages(companyMessages);
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
                {position.apply.text}{" "}
                <a
                  href={`mailto:${position.apply.email}?subject=${encodeURIComponent(position.apply.subject)}`}
                >
                  {position.apply.email}
                </a>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </CompanyPageView>
  );
}

export function meta() {
  return pageMeta({ ...careersPage.meta, keywords: careersPage.keywords, path: "/careers" });
}
