import { brand } from "../brand";
import type { LegalPage } from "./types";

/**
 * The cookie table comes from `describedCookies`, which the page renders itself; this copy explains
 * the categories and consent around it without naming individual cookies.
 */
export const cookiePolicy: LegalPage = {
  meta: {
    title: "Cookie policy",
    description: `Which cookies the ${brand.name} website sets, why, for how long, and how to accept, reject or change your choice of optional cookies.`,
  },
  h1: "Cookie Policy",
  lead: `This policy explains how ${brand.legalName} uses cookies on this website and in the client area, and how you decide which optional cookies we may set.`,
  lastUpdated: "2026-11-21",
  sections: [
    {
      heading: "What cookies are",
      paragraphs: [
        "Cookies are small text files that a website stores in your browser and reads again on your next request or visit. They let a site remember things such as your language or the choices you made, without asking again on every page.",
        "Every cookie on this site is set by the site itself. We use no advertising or cross-site tracking cookies, and no third party sets cookies through our pages. Our links to social networks lead to their own sites, which apply their own cookie policies once you arrive there.",
      ],
    },
    {
      heading: "Necessary cookies",
      paragraphs: [
        "Necessary cookies make the site work: they remember the language the site is shown in, the cookie choices you made, and your confirmation of age before a demo, and they keep your client area sign-in secure. The site cannot work properly without them, so they do not need your consent and are always on.",
      ],
    },
    {
      heading: "Optional cookies",
      paragraphs: [
        "Optional cookies make the site more convenient: they remember preferences on the games page, such as the games you looked at recently and the sort order you chose. The site works fully without them.",
        "We set optional cookies only after you agree to them. Until you make a choice, and if you reject them, none is set.",
      ],
    },
    {
      heading: "How consent works",
      paragraphs: [
        "On your first visit a banner asks for your choice. Rejecting optional cookies is as easy as accepting them, and the rest of the site stays fully available whatever you choose.",
        "Your choice is stored in a necessary cookie so the banner does not ask again on every page. We ask again when that cookie expires, or when we add a cookie that needs your consent.",
      ],
      list: [
        "Accept all: allows the necessary and all optional cookies.",
        "Reject optional: allows only the necessary cookies.",
        "Cookie settings: lets you switch each optional cookie on or off, one by one, and save your choice.",
      ],
    },
    {
      heading: "Changing your choice",
      paragraphs: [
        "You can change your mind at any time through the Cookie settings link in the footer of every page. When you switch an optional cookie off, we delete it from your browser straight away.",
      ],
    },
    {
      heading: "The cookies we use",
      paragraphs: [
        "The table on this page lists every cookie the site sets, with its category, its purpose and how long it lasts. When we add or change a cookie, the table changes with it.",
        "Besides cookies, the client area keeps your sign-in tokens and display settings in your browser's local storage. The tokens are encrypted, and signing out removes them.",
      ],
    },
    {
      heading: "How to delete cookies",
      paragraphs: [
        "You can delete the cookies of this site, or of all sites, in your browser's settings, usually under privacy or site data. Most browsers can also block cookies altogether or delete them each time you close the browser.",
        "If you delete this site's cookies, the cookie banner appears again on your next visit, demos ask you to confirm your age again, and you are signed out of the client area. Blocking necessary cookies may stop parts of the site from working.",
      ],
    },
    {
      heading: "More information",
      paragraphs: [
        `Our privacy policy explains how we handle personal data and what rights you have. For questions about cookies, write to ${brand.contacts.support} with "Privacy request" in the subject line. When we change this policy, we update its last-updated date on this page.`,
      ],
    },
  ],
};
