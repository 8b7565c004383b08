export { aboutPage } from "./about";
export { careersPage } from "./careers";
export { cookiePolicy } from "./cookie-policy";
export { guidePage } from "./guide";
export { homeContent } from "./home";
export { mediaPartners, partners } from "./partners";
export { privacyPolicy } from "./privacy-policy";
export { roadmapPage } from "./roadmap";
export type * from "./types";
