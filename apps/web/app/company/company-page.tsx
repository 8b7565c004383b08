import type { CompanyPage, PageSection } from "@quillspin/content";
import type { ReactNode } from "react";
import "./company-page.css";

export function PageSections({ sections, idPrefix }: { sections: readonly PageSection[]; idPrefix: string }) {
  return sections.map((section, index) => (
    <section
      key={section.heading}
      className="prose-section"
      aria-labelledby={`${idPrefix}-${index}`}
      data-reveal
    >
      <h2 id={`${idPrefix}-${index}`}>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list ? (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}

interface CompanyPageViewProps {
  page: CompanyPage;
  kicker: string;
  idPrefix: string;
  /** Shown under the lead, e.g. a legal page's revision date. */
  note?: ReactNode;
  /** Page-specific blocks rendered after the sections. */
  children?: ReactNode;
}

/** A company page: kicker, one h1, the lead, then its sections in reading order. */
export function CompanyPageView({ page, kicker, idPrefix, note, children }: CompanyPageViewProps) {
  return (
    <div className="page company-page">
      <header className="page-hero">
        <p className="kicker">{kicker}</p>
        <h1>{page.h1}</h1>
        <p className="lead">{page.lead}</p>
        {note}
      </header>
      <div className="prose">
        <PageSections sections={page.sections} idPrefix={idPrefix} />
      </div>
      {children}
    </div>
  );
}
