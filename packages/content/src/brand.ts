/**
 * Every fact about the studio itself lives here: name, contacts, social links; the quick stats shown
 * on the home page are in `quick-stats.ts`. Pages read these values; none of them is repeated elsewhere.
 */

export const brand = {
  name: "Quillspin Games",
  shortName: "Quillspin",
  legalName: "Quillspin Games Ltd",
  tagline: "Slot games built for operators who measure everything",
  founded: 2016,
  headquarters: {
    street: "Level 4, Tigné Place, Triq Tigné",
    city: "Sliema",
    postcode: "SLM 3170",
    country: "Malta",
  },
  contacts: {
    sales: "sales@quillspin.games",
    partnerships: "partners@quillspin.games",
    support: "support@quillspin.games",
    press: "press@quillspin.games",
    careers: "careers@quillspin.games",
    phone: "+356 2034 7710",
  },
  social: [
    { id: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/quillspin-games" },
    { id: "x", label: "X", url: "https://x.com/quillspingames" },
    { id: "youtube", label: "YouTube", url: "https://www.youtube.com/@quillspingames" },
    { id: "instagram", label: "Instagram", url: "https://www.instagram.com/quillspingames" },
  ],
  responsibleGambling: {
    minimumAge: 18,
    helpLabel: "BeGambleAware.org",
    helpUrl: "https://www.begambleaware.org",
  },
} as const;
