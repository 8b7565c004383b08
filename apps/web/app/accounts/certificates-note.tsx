import { brand } from "@quillspin/content";
import { accountsMessages } from "../locale/areas/accounts";
import { useMessages } from "../locale/locale-context";

/** Operators ask for these first; the catalogue holds none, and the note says so rather than invent any. */
export function CertificatesNote() {
  const t = useMessages(accountsMessages).accounts.dashboard;
  return (
    <section className="client-area__section" aria-labelledby="certificates-title">
      <h2 id="certificates-title">{t.certificatesTitle}</h2>
      <p className="muted">
        {t.certificatesText}{" "}
        <a href={`mailto:${brand.contacts.partnerships}`}>{brand.contacts.partnerships}</a>.
      </p>
    </section>
  );
}
