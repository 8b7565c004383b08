/**
 * Ports and settings of the site and API that the browser tests start (kept clear of 3000/4000).
 * TEST_PORT_OFFSET shifts all three, so two checkouts on one machine can run their browser tests at once.
 */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0) || 0;
export const testPorts = {
  site: 3555 + offset,
  api: 4555 + offset,
  smtp: 2555 + offset,
  /** A second site whose server reaches the API through a gateway that tests can make fail. */
  siteOnFailingApi: 3575 + offset,
  failingApi: 4575 + offset,
};
export const testSiteUrl = `http://127.0.0.1:${testPorts.site}`;
export const testApiUrl = `http://127.0.0.1:${testPorts.api}/v1`;

export const testBuildEnv = {
  WEB_BUILD_DIR: "build-test",
  SITE_URL: testSiteUrl,
  API_BASE_URL: testApiUrl,
  BUILD_CHECK_INTERVAL_MS: "1000",
  /** The Malta profile's reality check every 15 s instead of every hour, so a test sees one. */
  REALITY_CHECK_INTERVAL_MS: "15000",
};

/** The test site refreshes a staff session's tokens this long after the last refresh (a minute in production). */
export const staffSessionRefreshAfterMs = 5_000;
