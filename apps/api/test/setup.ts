import { beforeEach } from "vitest";
import { resetDatabase, testDatabase } from "./database";

beforeEach(async () => {
  await resetDatabase(await testDatabase());
});
