// Entry of the short-lived process that creates a new embedded database (embedded-database-creation.ts):
// `node create-embedded-database.js <pglite folder>`, started with an IPC channel. The API that starts
// it holds the folder's lock meanwhile, so this process takes none.
import { openPglite } from "./database";
import { bringUpToDate } from "./preparation";

const dataDir = process.argv[2];
if (!dataDir || !process.send)
  throw new Error("started by the API only: create-embedded-database <pglite folder>");
// The API stopped (or died) before we finished: its lock is gone, so we must not go on writing.
const abandoned = () => process.exit(1);
process.on("disconnect", abandoned);

const database = await openPglite(dataDir);
try {
  await bringUpToDate(database);
} finally {
  await database.close();
}
process.off("disconnect", abandoned);
// The open channel would keep this process alive.
process.disconnect();
