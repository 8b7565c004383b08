import { brand } from "../brand";
import { quickStatFigure } from "./quick-stat";
import type { CareersPage, JobPosition } from "./types";

const { city, country } = brand.headquarters;
const office = `${city}, ${country}`;

/** Every role is applied for the same way; the subject line tells the careers inbox which one. */
function applyFor(title: string): JobPosition["apply"] {
  return {
    email: brand.contacts.careers,
    subject: `Application: ${title}`,
    text: `Email your CV and a short note on why the role suits you to ${brand.contacts.careers} with the subject "Application: ${title}". Links to a portfolio or to work you are proud of are welcome.`,
  };
}

export const careersPage: CareersPage = {
  meta: {
    title: `Careers in slot game development in ${country}`,
    description: `Join ${brand.name} in ${office} or remotely within the EU: open roles in game maths, HTML5 development, platform engineering, art and compliance.`,
  },
  keywords: [
    "slot game jobs",
    `iGaming careers ${country}`,
    "game mathematician job",
    "HTML5 game developer",
    "remote game development jobs EU",
    "casino game studio careers",
    "2D game artist job",
    "compliance specialist iGaming",
    brand.name,
  ],
  h1: "Careers",
  lead: `We are ${quickStatFigure("team_members")} people building slot games for operators in ${quickStatFigure("supported_markets")} markets. If you like work whose results you can measure, we would like to hear from you.`,
  sections: [
    {
      heading: "How we work",
      paragraphs: [
        `Each game is made by a small team that owns it from the first maths model to the first month of live data: a mathematician, a producer, developers, artists and a sound designer. Teams sit together in ${city}, and several colleagues join them remotely from elsewhere in the EU.`,
        "We plan in six-week cycles, write decisions down so people in other time zones can follow them, and keep meetings for the things that need a conversation. Everyone sees how the games they worked on perform in live markets.",
      ],
    },
    {
      heading: "What we offer",
      paragraphs: [
        "The details vary by country for remote colleagues; these apply to everyone on a permanent contract.",
      ],
      list: [
        "A salary benchmarked each year against the market, and an annual performance bonus.",
        "Private health insurance, including dental cover.",
        "Hybrid working from our office, with two or three office days a week for hybrid roles.",
        "A yearly learning budget for courses, books and conferences.",
        "25 days of annual leave, plus your birthday off.",
        "A new laptop and the equipment you need to work well at home.",
        `Relocation support and help with paperwork for colleagues moving to ${country}.`,
      ],
    },
    {
      heading: "Our hiring process",
      paragraphs: [
        "We aim to complete the process within three weeks and reply to every application, including the ones we cannot take further.",
      ],
      list: [
        "Application: send your CV and a short note to the careers inbox, with the role in the subject line.",
        "Introductory call: 30 minutes with our people team about the role, your experience and what you are looking for.",
        "Practical task: a short, paid exercise close to the real work, or a walk-through of something you have already built.",
        "Team interview: meet the people you would work with most and discuss your task with them.",
        "Offer: we call you with the decision, then send the offer in writing.",
      ],
    },
  ],
  positions: [
    {
      id: "senior-game-mathematician",
      title: "Senior Game Mathematician",
      team: "Game Mathematics",
      location: `${office} (hybrid)`,
      type: "Full-time",
      summary:
        "Design the maths models behind our next slots, from paytables and reel strips to bonus features and certified RTP profiles.",
      responsibilities: [
        "Build maths models for new games: reel strips, paytables, feature frequencies and win distributions.",
        "Prepare several certified RTP and volatility profiles per game for the operator admin panel.",
        "Write the simulations and par sheets that test laboratories review, and answer their questions.",
        "Work with game designers so that each feature feels as good as its numbers.",
        "Compare live performance with the model and propose changes for future titles.",
      ],
      requirements: [
        "At least four years designing slot maths models for released games.",
        "A degree in mathematics, statistics, physics or a related field.",
        "Fluency in a programming language for simulation, such as Python, C# or C++.",
        "Experience of preparing games for certification in regulated markets.",
      ],
      niceToHave: [
        "Experience with cluster pays, Hold & Win or FlexiWays mechanics.",
        "Knowledge of market rules on RTP, autoplay and bonus buying.",
      ],
      apply: applyFor("Senior Game Mathematician"),
    },
    {
      id: "html5-game-developer",
      title: "HTML5 Game Developer",
      team: "Game Development",
      location: "Remote within the EU",
      type: "Full-time",
      summary:
        "Turn maths, art and animation into fast, smooth slot games that run in any browser, from a flagship phone to an older tablet.",
      responsibilities: [
        "Build game clients in TypeScript with WebGL rendering, from reels and features to win celebrations.",
        "Keep games light: load budgets, texture atlases and frame rates on low-end devices.",
        "Work with artists and animators to bring their work to the screen as designed.",
        "Write tests for game logic and take part in code reviews.",
        "Support certification by preparing builds and fixing the issues test labs report.",
      ],
      requirements: [
        "At least three years of professional TypeScript or JavaScript development.",
        "Shipped games or interactive applications rendered with WebGL or canvas.",
        "A good understanding of browser performance on mobile devices.",
        "Comfortable working remotely in English with colleagues in several countries.",
      ],
      niceToHave: [
        "Experience with PixiJS or a comparable 2D engine.",
        "Previous work on casino games or other real-money products.",
        "An eye for animation timing and game feel.",
      ],
      apply: applyFor("HTML5 Game Developer"),
    },
    {
      id: "platform-engineer-game-server",
      title: "Platform Engineer, Game Server",
      team: "Platform",
      location: `${office} (hybrid) or remote within the EU`,
      type: "Full-time",
      summary:
        "Build and run the remote game server and the APIs that operators and aggregators connect to, with the reliability real-money play needs.",
      responsibilities: [
        "Develop the game server services that settle rounds, manage sessions and talk to operator wallets.",
        "Design and document integration APIs for operators, platforms and aggregators.",
        "Run services in production: monitoring, alerting, incident response and post-incident reviews.",
        "Build the data pipeline behind the real-time reports in the client area.",
        "Keep security high and personal data low across every system you touch.",
      ],
      requirements: [
        "At least four years building backend services in production.",
        "Strong experience with a backend language such as TypeScript on Node.js, Go or Java.",
        "Solid knowledge of PostgreSQL or another relational database.",
        "Experience with containerised deployments and infrastructure as code.",
      ],
      niceToHave: [
        "Experience with wallet integrations or payment systems.",
        "Knowledge of the technical standards of regulated gambling markets.",
        "Time spent on an on-call rota for a high-traffic service.",
      ],
      apply: applyFor("Platform Engineer, Game Server"),
    },
    {
      id: "senior-2d-game-artist",
      title: "Senior 2D Game Artist",
      team: "Art and Animation",
      location: `${office} (hybrid)`,
      type: "Full-time",
      summary:
        "Create the characters, symbols and worlds of our slots, from first sketches to final assets ready for animation.",
      responsibilities: [
        "Develop the visual concept of new games with the producer and art director.",
        "Draw symbols, backgrounds, frames and bonus screens that read clearly on a phone.",
        "Prepare layered assets for animators and developers.",
        "Create key art for the promo packs operators use to launch our games.",
        "Give and receive feedback in regular art reviews.",
      ],
      requirements: [
        "At least four years as a 2D artist on released games.",
        "A portfolio showing characters, props and environments in more than one style.",
        "Expert use of a digital painting tool such as Photoshop or Procreate.",
        "An understanding of how art is prepared for animation and game engines.",
      ],
      niceToHave: [
        "Experience with Spine or another 2D skeletal animation tool.",
        "Previous work on slot or casual mobile games.",
      ],
      apply: applyFor("Senior 2D Game Artist"),
    },
    {
      id: "certification-and-compliance-specialist",
      title: "Certification and Compliance Specialist",
      team: "Compliance",
      location: `${office} (on site, with one home-working day a week)`,
      type: "Full-time",
      summary:
        "Take our games through certification in each regulated market and keep them compliant as rules change.",
      responsibilities: [
        "Plan and track game submissions to independent test laboratories for every target market.",
        "Prepare certification packages with the maths, development and QA teams.",
        "Follow regulatory changes in our markets and turn them into clear requirements for game teams.",
        "Keep certificates, approvals and build records organised and available to partners in the client area.",
        "Answer compliance questions from operators and aggregators.",
      ],
      requirements: [
        "At least two years in compliance, certification or QA for gambling products.",
        "Knowledge of technical standards for games in regulated European markets.",
        "Careful, organised working habits and clear written English.",
      ],
      niceToHave: [
        "Experience with markets in Latin America or North America.",
        "A second European language.",
        "Familiarity with responsible gaming requirements such as reality checks and spin speed limits.",
      ],
      apply: applyFor("Certification and Compliance Specialist"),
    },
  ],
};
