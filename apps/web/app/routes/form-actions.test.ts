import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildSettings } from "../../config/public-env";

/** A stand-in API on a real port: it records each request and answers what the test sets. */
let server: Server;
let answer: { status: number; body: unknown };
let received: { url: string; body: unknown }[];
let clientArea: typeof import("./client-area");
let subscribe: typeof import("./subscribe");

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ url: request.url ?? "", body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  // The site's settings read the API's address when first imported; the build defines the rest.
  process.env.API_INTERNAL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubGlobal("__PUBLIC_SETTINGS__", buildSettings());
  vi.stubGlobal("__BUILD_ID__", "unit-test");
  clientArea = await import("./client-area");
  subscribe = await import("./subscribe");
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://site.test${path}`, { method: "POST", body: new URLSearchParams(fields) });

/** What React Router hands an action; these actions read only the request. */
const actionArgs = <A>(request: Request) => ({ request, params: {}, context: {} }) as unknown as A;

describe("the client area's sign-in action", () => {
  const credentials = { email: "ana.ruiz@northbay-gaming.example", password: "Correct-Horse-Battery-42" };

  it("checks the password with the API and answers only that it succeeded, never the tokens", async () => {
    answer = { status: 200, body: { accessToken: "access-secret", refreshToken: "refresh-secret" } };
    const posted = await clientArea.action(
      actionArgs<Parameters<typeof clientArea.action>[0]>(post("/client-area", credentials)),
    );
    expect(received).toEqual([{ url: "/auth/login", body: credentials }]);
    expect(posted).toEqual({
      values: { email: credentials.email, password: "" },
      errors: {},
      summary: null,
      result: { signedIn: true },
    });
    expect(JSON.stringify(posted)).not.toMatch(/secret|Battery/);
  });

  it.each([
    [401, "Email or password is incorrect."],
    [403, "Confirm your email address first."],
    [429, "Too many attempts: try again in 30 seconds."],
  ])("says the API's %i message above the form", async (status, message) => {
    answer = { status, body: { statusCode: status, error: "Refused", message } };
    const posted = await clientArea.action(
      actionArgs<Parameters<typeof clientArea.action>[0]>(post("/client-area", credentials)),
    );
    expect(posted.result).toBeNull();
    expect(posted.summary).toContain(message);
    expect(posted.values.password).toBe("");
  });

  it("answers the schema's field errors without calling the API", async () => {
    const posted = await clientArea.action(
      actionArgs<Parameters<typeof clientArea.action>[0]>(
        post("/client-area", { email: "ana@", password: "" }),
      ),
    );
    expect(received).toHaveLength(0);
    expect(Object.keys(posted.errors).sort()).toEqual(["email", "password"]);
  });
});

describe("the /subscribe page's action", () => {
  it("sends the subscription to the API and answers its acceptance", async () => {
    answer = { status: 202, body: { message: "Check your inbox" } };
    const posted = await subscribe.action(
      actionArgs(
        post("/subscribe", { email: "reader@riverside-casino.example", consent: "on", website: "" }),
      ),
    );
    expect(received).toEqual([
      {
        url: "/subscriptions",
        body: { email: "reader@riverside-casino.example", consent: true, website: "" },
      },
    ]);
    expect(posted).toMatchObject({ errors: {}, summary: null, result: { message: "Check your inbox" } });
  });

  it("names the field the schema refused", async () => {
    const posted = await subscribe.action(
      actionArgs<Parameters<typeof subscribe.action>[0]>(
        post("/subscribe", { email: "reader@", website: "" }),
      ),
    );
    expect(received).toHaveLength(0);
    expect(Object.keys(posted.errors).sort()).toEqual(["consent", "email"]);
  });
});
