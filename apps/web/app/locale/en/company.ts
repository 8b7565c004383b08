/** English strings of the company area, the company pages (careers, the guide, the roadmap, the legal pages) (see areas/company.ts). */
const company = {
  guideKicker: "Operator guide",
  lastUpdated: (date: string) =>
    `Last updated ${new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}`,
  openPositions: (count: number) => `Open positions (${count})`,
  responsibilities: "What you will do",
  requirements: "What you bring",
  niceToHave: "Nice to have",
  howToApply: "How to apply",
  applyWithForm: "Apply with the form",
  applyByEmail: "or by email to",
  application: {
    title: "Apply now",
    lead: "Send your CV and tell us which role you are applying for. A person on the hiring team reads every application.",
    name: "Your name",
    email: "Email address",
    emailHint: "We reply to this address.",
    role: "Role",
    rolePlaceholder: "Choose a role",
    cv: "CV",
    cvHint: (megabytes: number) => `A PDF or Word (.docx) file of at most ${megabytes} MB.`,
    note: "A short note",
    noteHint: (max: number) => `Why the role suits you, links to your work. At most ${max} characters.`,
    consent: "I agree that Quillspin Games keeps my application and CV to consider it, as the",
    consentEnd: "explains.",
    submit: "Send application",
    successTitle: "Application sent",
    successText:
      "Thank you. Your application has reached the studio; we answer every application within ten working days.",
    another: "Send another application",
  },
  timeline: "Timeline",
  milestoneStatus: { done: "Done", "in-progress": "In progress", planned: "Planned" },
  milestoneKind: {
    release: "Release",
    platform: "Platform",
    certification: "Certification",
    market: "Market",
  },
  cookieGroup: { necessary: "Necessary cookies", optional: "Optional cookies" },
  // The visitor's own choice, above the settings button of the cookie policy.
  cookieChoice: {
    none: "You have not chosen yet: the site sets only its necessary cookies until you do.",
    all: "You accepted all cookies.",
    necessary: "You allowed the necessary cookies only.",
    some: "You allowed the necessary cookies and these optional ones:",
  },
  cookieName: "Cookie",
  cookiePurpose: "Purpose",
  cookieLifetime: "Lifetime",
} as const;

export default company;
