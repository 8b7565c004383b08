/** English strings of the client area dashboard's way into the Integration section (areas/integration-link.ts). */
const integrationLink = {
  title: "Integration",
  lead: "Integrate our games with your own wallet: sandbox credentials, a reference wallet that works before yours does, test players, launches, rounds, a conformance check, reports and fraud signals.",
  open: "Open the Integration section",
  reports: "Reports",
  fraudSignals: "Fraud signals",
  guide: "Integration guide",
};

export default integrationLink;
