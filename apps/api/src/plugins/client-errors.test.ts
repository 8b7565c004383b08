import { connect } from "node:net";
import { apiErrorSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { uniqueAddress } from "../../test/support/accounts";
import type { App } from "../app";

/** Sends raw bytes to the listening API and returns the status line and body it answers with. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(request));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("client errors", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each(["/v1/games/%E0%A4%A", "/v1/news/%", "/v1/news/%ED%A0%80"])(
    "answers the badly encoded path %s with 400 in the error shape",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: "Bad Request",
        message: "path: is not valid percent-encoded UTF-8",
      });
    },
  );

  it("answers an overlong path parameter with 414 in the error shape", async () => {
    const response = await app.inject({ method: "GET", url: `/v1/news/${"a".repeat(101)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      statusCode: 414,
      error: "URI Too Long",
      message: "path: a path parameter is longer than any this API accepts",
    });
  });

  it("says which content type to send when the body's type has no parser", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a&password=b",
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(415);
    expect(apiErrorSchema.parse(response.json()).message).toBe(
      "Send the body as application/json, not application/x-www-form-urlencoded",
    );
  });

  it.each([
    ["malformed JSON", "{bad", 400],
    ["an empty JSON body", "", 400],
    ["a prototype-polluting key", '{"__proto__":{"role":"admin"}}', 400],
    ["a body over the limit", JSON.stringify({ email: "x".repeat(1_100_000) }), 413],
  ])("answers %s with a 4xx in the error shape", async (_, payload, status) => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/auth/login",
      headers: { "content-type": "application/json" },
      payload,
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(status);
    apiErrorSchema.parse(response.json());
  });

  it("answers header values HTTP does not allow with 400 over a real connection", async () => {
    const port = 0;
    await app.listen({ port, host: "127.0.0.1" });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening on a port");
    const badLength = await rawRequest(
      address.port,
      'POST /v1/auth/login HTTP/1.1\r\nHost: api.test\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{"a":1}',
    );
    expect(badLength).toMatch(/^HTTP\/1\.1 400 /);
    const nulInHeader = await rawRequest(
      address.port,
      "GET /v1/games HTTP/1.1\r\nHost: api.test\r\nLanguage: e\u0000n\r\n\r\n",
    );
    expect(nulInHeader).toMatch(/^HTTP\/1\.1 400 /);
    expect(`${badLength}${nulInHeader}`).not.toMatch(/stack|node_modules|at \w+ \(/i);
  });
});
