import { brand } from "../brand";
import type { LegalPage } from "./types";

const { legalName, headquarters, contacts } = brand;
const postalAddress = `${legalName}, ${headquarters.street}, ${headquarters.city} ${headquarters.postcode}, ${headquarters.country}`;

export const privacyPolicy: LegalPage = {
  meta: {
    title: "Privacy policy",
    description: `How ${legalName} collects, uses and protects personal data on this website and in the client area, and how to exercise your GDPR rights.`,
  },
  h1: "Privacy Policy",
  lead: `This policy explains what personal data ${legalName} collects through this website and its client area, why we collect it, how long we keep it and what rights you have. We collect as little as each feature needs.`,
  lastUpdated: "2026-11-21",
  sections: [
    {
      heading: "Who is responsible for your data",
      paragraphs: [
        `The controller of the personal data described in this policy is ${postalAddress}. We are referred to below as "we" or "us".`,
        "This policy covers this website, its contact and newsletter forms, its game demos and the client area for partners. It does not cover playing our games for real money at a casino: there, the casino operator is the controller of its players' data, and we process round data only on the operator's behalf under a separate agreement.",
      ],
    },
    {
      heading: "What we collect and why",
      paragraphs: ["Each feature of the site collects only the data listed here."],
      list: [
        "Contact form: your name, work email address, company, the topic you choose and your message. We use them to answer your enquiry and, if you ask about a partnership, to prepare it.",
        "Newsletter: your email address, the time you subscribed and the time you confirmed. We use double opt-in: you receive an email with a confirmation link, and we add you to the list only after you click it.",
        "Partner accounts in the client area: your name, work email address, company, job title and a hash of your password. We never store the password itself. We use the account to give you access to downloads, certificates, reports and the admin panel, and we record changes you make in the admin panel in an audit log.",
        `Game demos: no personal data. Demos use play money and are not linked to you; the confirmation that you are ${brand.responsibleGambling.minimumAge} or over is stored only in a cookie in your browser.`,
        "Server logs: your IP address, browser user agent, the page requested, the time and the response status. We use them to keep the site secure and to find and fix faults.",
        "Cookies: the cookies this site sets and what each one does are listed in our cookie policy.",
      ],
    },
    {
      heading: "Our legal bases",
      paragraphs: [
        "Under the General Data Protection Regulation (GDPR) we rely on the following legal bases.",
      ],
      list: [
        "Consent (Article 6(1)(a)): the newsletter and optional cookies. You can withdraw consent at any time, without affecting what we did before.",
        "Contract (Article 6(1)(b)): partner accounts, and contact messages that ask us to take steps towards a partnership agreement.",
        "Legal obligation (Article 6(1)(c)): records we must keep under tax, company and gaming regulation, and answers to lawful requests from authorities.",
        "Legitimate interests (Article 6(1)(f)): answering business enquiries, keeping the site and client area secure through server logs, and the admin panel audit log. We have weighed these interests against your rights and keep the data involved to a minimum.",
      ],
    },
    {
      heading: "How long we keep your data",
      paragraphs: ["When a period ends, we delete the data or make it fully anonymous."],
      list: [
        "Contact messages: two years after our last exchange with you, unless they become part of a partnership agreement, in which case we keep them with the partner records.",
        "Newsletter: as long as you stay subscribed. Sign-ups that are not confirmed within 7 days are deleted. When you unsubscribe we delete your address within 30 days and keep only a record of your consent and its withdrawal, for three years, to show we respected it.",
        `Partner accounts: as long as the account is active. We delete an account within 90 days after it is closed or the partnership ends. Contract and invoicing records are kept for as long as the tax and company law of ${headquarters.country} requires.`,
        "Admin panel audit log: for the duration of the partnership and six years after it ends, because regulators may ask operators to show how a game was configured.",
        "Server logs: 30 days.",
        "Game demos: nothing is kept, because no personal data is collected.",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We do not sell personal data and we do not use it for advertising. We share it only with the service providers below, who process it on our instructions under a data processing agreement as Article 28 GDPR requires.",
        "We may also disclose data to public authorities when the law requires it, and to our professional advisers under a duty of confidentiality.",
      ],
      list: [
        "Hosting: the website, the client area and their databases run on servers of a hosting provider located within the European Union.",
        "Email delivery: an email service provider sends our replies, newsletter emails, confirmation links and client area notifications.",
      ],
    },
    {
      heading: "Where your data is processed",
      paragraphs: [
        "We store and process personal data within the European Economic Area. If a service provider ever needs to process it outside the EEA, we will rely on an adequacy decision of the European Commission or on the Commission's standard contractual clauses, and we will update this policy first.",
      ],
    },
    {
      heading: "How we protect it",
      paragraphs: [
        "All traffic to the site and the client area is encrypted in transit. Passwords are stored only as salted hashes. Sign-in tokens kept in your browser are encrypted with a key derived from a cookie that scripts cannot read. Access to personal data within the studio is limited to the people who need it for their work, and access to production systems is logged.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under the GDPR you have the rights listed below. We answer requests within one month; if a request is complex we may extend this by up to two further months and will tell you why. We may ask you to confirm your identity before we act on a request.",
        `If you think we have not handled your data properly, you can complain to the Information and Data Protection Commissioner in ${headquarters.country}, or to the data protection authority of the EU country where you live or work. We would appreciate the chance to put things right first.`,
      ],
      list: [
        "Access: ask for a copy of the personal data we hold about you.",
        "Rectification: ask us to correct data that is wrong or incomplete.",
        "Erasure: ask us to delete your data when we no longer have a reason to keep it.",
        "Restriction: ask us to stop using your data while a question about it is resolved.",
        "Portability: receive the data you gave us in a common machine-readable format.",
        "Objection: object to processing based on our legitimate interests.",
        "Withdrawal of consent: unsubscribe from the newsletter through the link in every email, or change your cookie choices through the Cookie settings link in the footer.",
      ],
    },
    {
      heading: "Age",
      paragraphs: [
        `This website is intended for people aged ${brand.responsibleGambling.minimumAge} and over. We do not knowingly collect personal data from anyone younger; if you believe we have, contact us and we will delete it.`,
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "Our cookie policy lists every cookie this site sets, what it is for and how long it lasts, and explains how to give, change or withdraw your consent to optional cookies.",
      ],
    },
    {
      heading: "How to contact us about your data",
      paragraphs: [
        `We do not run a separate privacy mailbox. Send privacy questions and requests to ${contacts.support} with "Privacy request" in the subject line: our support team forwards them straight to the person responsible for data protection, and they are handled apart from technical support.`,
        `You can also write to us by post at ${postalAddress}.`,
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "When we change this policy we update its last-updated date on this page. If a change affects how we use data you have already given us, we will tell partners and newsletter subscribers by email before it takes effect.",
      ],
    },
  ],
};
