// `npm run catalogue:audit`: lists the spec's two-reading figures and fails when a game text states
// an RTP, max win, ways count, bet range or buy price that differs from the game's facts.
import { gameRecords } from "../packages/content/src/catalogue";
import { auditCatalogue, auditReport } from "../packages/content/src/catalogue/audit";

const { lines, passed } = auditReport(auditCatalogue(gameRecords));
console.log(lines.join("\n"));
process.exitCode = passed ? 0 : 1;
