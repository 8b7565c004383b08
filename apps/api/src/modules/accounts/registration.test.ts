import { parseOptions } from "@node-rs/argon2";
import { apiErrorSchema, registrationResponseSchema } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import type { App } from "../../app";
import { mailOutbox } from "../mail/mail.tables";
import { accounts } from "./accounts.tables";
import { passwordHashParameters } from "./password-hashing";
import { mailsTo, registration, uniqueAddress, uniqueEmail } from "./test-accounts";

describe("POST /v1/auth/registration", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const post = (payload: Record<string, unknown>, remoteAddress = uniqueAddress()) =>
    app.inject({ method: "POST", url: "/v1/auth/registration", payload, remoteAddress });

  it("creates a pending partner, signs it in and queues both mails with it", async () => {
    const email = uniqueEmail();
    const response = await post(registration({ email: `  ${email.toUpperCase()} ` }));
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = registrationResponseSchema.parse(response.json());
    expect(body.account).toMatchObject({
      email,
      name: "Ana Ferreira",
      company: "Tidewater Gaming Ltd",
      jobTitle: "Head of Casino Content",
      role: "partner",
      status: "pending",
      approvedAt: null,
    });
    expect(body.expiresIn).toBe(900);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await app.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(parseOptions(row?.passwordHash ?? "")).toMatchObject({
      memoryCost: passwordHashParameters.memoryCost,
      timeCost: passwordHashParameters.timeCost,
      parallelism: passwordHashParameters.parallelism,
    });
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);

    const [welcome] = await mailsTo(app.database.db, email);
    expect(welcome).toMatchObject({ kind: "auth.registration", status: "pending" });
    expect(welcome?.text).toContain("http://site.test/client-area");
    const [notice] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "auth.partner-pending"));
    expect(notice?.to).toBe("partners@quillspin.games");
    expect(notice?.text).toContain(`npm run accounts -- approve ${email}`);

    const me = await app.inject({
      method: "GET",
      url: "/v1/auth/me",
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json().data).toMatchObject({ email, status: "pending" });
  });

  it("answers 409 for an email that is taken, whatever its case", async () => {
    const email = uniqueEmail();
    expect((await post(registration({ email }))).statusCode).toBe(201);
    const again = await post(registration({ email: email.toUpperCase(), name: "Someone Else" }));
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json())).toEqual({
      statusCode: 409,
      error: "Conflict",
      message:
        "body.email: An account with this email address already exists. Sign in, or reset the password if it is forgotten.",
    });
    expect(await mailsTo(app.database.db, email)).toHaveLength(1);
  });

  it.each([
    ["short", "eleven char", "body.password: Use at least 12 characters"],
    ["too long", "x".repeat(129), "body.password: Use at most 128 characters"],
    [
      "common",
      "Password1234",
      "body.password: This password is on a list of commonly used passwords. Choose a longer phrase of your own",
    ],
    [
      "a keyboard walk",
      "qwertyuiop123",
      "body.password: This password is on a list of commonly used passwords. Choose a longer phrase of your own",
    ],
    [
      "the studio's name",
      "my quillspin account",
      "body.password: Choose a password that does not contain your email address or the studio's name",
    ],
  ])("refuses a %s password with 400 and creates nothing", async (_kind, password, message) => {
    const email = uniqueEmail();
    const response = await post(registration({ email, password }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await app.database.db.select().from(accounts).where(eq(accounts.email, email))).toEqual([]);
  });

  it("refuses a password that contains the email's name", async () => {
    const response = await post(
      registration({ email: "marguerite@operator.example", password: "marguerite is the best" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.password: Choose a password that does not contain/);
  });

  it("keeps a password exactly as typed, spaces and accents included", async () => {
    const email = uniqueEmail();
    const password = "  Café au lait à quatre heures  ";
    expect((await post(registration({ email, password }))).statusCode).toBe(201);
    const login = await app.inject({
      method: "POST",
      url: "/v1/auth/login",
      payload: { email, password: password.normalize("NFD") },
      remoteAddress: uniqueAddress(),
    });
    expect(login.statusCode).toBe(200);
    const trimmed = await app.inject({
      method: "POST",
      url: "/v1/auth/login",
      payload: { email, password: password.trim() },
      remoteAddress: uniqueAddress(),
    });
    expect(trimmed.statusCode).toBe(401);
  });

  it.each([
    ["terms not accepted", { acceptTerms: false }, "body.acceptTerms: Accept the partner terms to continue"],
    ["no name", { name: "   " }, "body.name: Enter your name"],
    ["no company", { company: "" }, "body.company: Enter your company"],
    ["no job title", { jobTitle: undefined }, "body.jobTitle: Enter your role or job title"],
    [
      "an invalid email",
      { email: "ana at operator" },
      "body.email: Enter a valid email address, like name@company.com",
    ],
  ])("answers 400 naming the field for %s", async (_case, overrides, message) => {
    const response = await post(registration(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("allows 10 sign-ups an hour from one client address, then 429 with Retry-After", async () => {
    const address = uniqueAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      // A refused password still counts as an attempt, and costs no argon2 work here.
      const response = await post(registration({ password: "password1234" }), address);
      expect(response.statusCode).toBe(400);
    }
    const refused = await post(registration(), address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);
    expect(refused.json().message).toBe("Too many sign-ups from this network. Try again in 60 minutes.");
    expect((await post(registration(), uniqueAddress())).statusCode).toBe(201);
  });
});
