import {
  type Milestone,
  milestoneConflictSchema,
  milestoneResponseSchema,
  roadmapResponseSchema,
} from "@quillspin/contracts";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { signedIn } from "../../../test/support/accounts";
import type { App } from "../../app";
import { auditEvents } from "../audit/audit.tables";

const milestone = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  month: "2027-04",
  kind: "release",
  status: "planned",
  text: `${title}: what partners get and when.`,
  ...overrides,
});

describe("keeping the roadmap", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  type Headers = Record<string, string>;
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url: `/v1/admin${url}`, headers, ...(payload ? { payload } : {}) });

  async function add(headers: Headers, title: string, overrides: Record<string, unknown> = {}) {
    const answer = await call("POST", "/roadmap", headers, milestone(title, overrides));
    expect(answer.statusCode, answer.body).toBe(201);
    return milestoneResponseSchema.parse(answer.json()).data;
  }

  const publicRoadmap = async () =>
    roadmapResponseSchema.parse((await app.inject({ method: "GET", url: "/v1/roadmap" })).json()).data;
  const titles = (milestones: Milestone[]) => milestones.map((entry) => entry.title);

  it("lets editors and admins in, refuses partners and anonymous callers on every endpoint", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const target = await add(admin.headers, "Target");
    const other = await add(admin.headers, "Other");
    const version = { expectedUpdatedAt: target.updatedAt };
    const endpoints: [method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: object][] = [
      ["GET", "/roadmap"],
      ["POST", "/roadmap", milestone("Added")],
      ["PUT", "/roadmap/order", { ids: [target.id, other.id] }],
      ["PUT", `/roadmap/${target.id}`, { ...milestone("Target"), ...version }],
      ["POST", `/roadmap/${target.id}/done`, { done: false, ...version }],
      ["POST", `/roadmap/${other.id}/move`, { direction: "up" }],
      ["DELETE", `/roadmap/${other.id}`],
    ];
    const partner = await signedIn(app, { role: "partner" });
    for (const [method, url, body] of endpoints) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(method, url, partner.headers, body)).statusCode, `${method} ${url} partner`).toBe(
        403,
      );
    }
    // Each staff role runs the whole list on fresh milestones, as each role may do all of it.
    for (const role of ["editor", "admin"] as const) {
      const staff = await signedIn(app, { role });
      const first = await add(staff.headers, `${role} first`);
      const second = await add(staff.headers, `${role} second`);
      const reversed = (await publicRoadmap()).map((entry) => entry.id).reverse();
      const answers = [
        await call("GET", "/roadmap", staff.headers),
        await call("PUT", "/roadmap/order", staff.headers, { ids: reversed }),
        await call("POST", "/roadmap", staff.headers, milestone(`${role} added`)),
      ];
      answers.push(
        await call("PUT", `/roadmap/${first.id}`, staff.headers, {
          ...milestone(`${role} first, edited`),
          expectedUpdatedAt: first.updatedAt,
        }),
        await call("POST", `/roadmap/${second.id}/done`, staff.headers, {
          done: true,
          expectedUpdatedAt: second.updatedAt,
        }),
        await call("POST", `/roadmap/${second.id}/move`, staff.headers, { direction: "down" }),
        await call("DELETE", `/roadmap/${first.id}`, staff.headers),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 201, 200, 200, 200, 204]);
      for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
    }
  }, 30_000);

  it("adds, edits, marks done and deletes, and the public roadmap shows each change at once", async () => {
    const { headers } = await signedIn(app, { role: "editor" });
    const koi = await add(headers, "Koi Lantern", { month: "2026-12" });
    expect(koi).toMatchObject({ position: 1, quarter: "Q4 2026", status: "planned" });
    const wolves = await add(headers, "Borealis Wolves", { month: "2027-02", kind: "market" });
    expect(wolves).toMatchObject({ position: 2, quarter: "Q1 2027" });

    const edited = await call("PUT", `/roadmap/${koi.id}`, headers, {
      ...milestone("Koi Lantern Hold & Win", { month: "2027-01", status: "in-progress" }),
      expectedUpdatedAt: koi.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = milestoneResponseSchema.parse(edited.json()).data;
    expect(afterEdit).toMatchObject({
      title: "Koi Lantern Hold & Win",
      quarter: "Q1 2027",
      status: "in-progress",
    });
    expect(Date.parse(afterEdit.updatedAt)).toBeGreaterThan(Date.parse(koi.updatedAt));

    const done = await call("POST", `/roadmap/${koi.id}/done`, headers, {
      done: true,
      expectedUpdatedAt: afterEdit.updatedAt,
    });
    const marked = milestoneResponseSchema.parse(done.json()).data;
    expect(marked.status).toBe("done");
    const undone = await call("POST", `/roadmap/${koi.id}/done`, headers, {
      done: false,
      expectedUpdatedAt: marked.updatedAt,
    });
    expect(milestoneResponseSchema.parse(undone.json()).data.status).toBe("in-progress");

    expect((await publicRoadmap()).map(({ title, status }) => ({ title, status }))).toEqual([
      { title: "Koi Lantern Hold & Win", status: "in-progress" },
      { title: "Borealis Wolves", status: "planned" },
    ]);

    expect((await call("DELETE", `/roadmap/${koi.id}`, headers)).statusCode).toBe(204);
    const left = await publicRoadmap();
    expect(left.map(({ title, position }) => ({ title, position }))).toEqual([
      { title: "Borealis Wolves", position: 1 },
    ]);
    expect((await call("DELETE", `/roadmap/${koi.id}`, headers)).statusCode).toBe(404);
  });

  it("serves the public roadmap to anyone, cacheable for a few seconds at most", async () => {
    const answer = await app.inject({ method: "GET", url: "/v1/roadmap" });
    expect(answer.statusCode).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(answer.headers["cache-control"] ?? "")?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(5);
  });

  it("answers a save from an older version with 409 and both times, and changes nothing", async () => {
    const { headers } = await signedIn(app, { role: "editor" });
    const start = await add(headers, "Tournament tools");
    const first = await call("PUT", `/roadmap/${start.id}`, headers, {
      ...milestone("Tournament tools, first editor"),
      expectedUpdatedAt: start.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const saved = milestoneResponseSchema.parse(first.json()).data;

    for (const [url, body] of [
      [
        `/roadmap/${start.id}`,
        { ...milestone("Tournament tools, second editor"), expectedUpdatedAt: start.updatedAt },
      ],
      [`/roadmap/${start.id}/done`, { done: true, expectedUpdatedAt: start.updatedAt }],
    ] as const) {
      const second = await call(url.endsWith("done") ? "POST" : "PUT", url, headers, body);
      expect(second.statusCode).toBe(409);
      const conflict = milestoneConflictSchema.parse(second.json());
      expect(conflict).toMatchObject({
        expectedUpdatedAt: start.updatedAt,
        currentUpdatedAt: saved.updatedAt,
      });
      expect(conflict.message).toMatch(/^expectedUpdatedAt: /);
    }
    expect(titles(await publicRoadmap())).toEqual(["Tournament tools, first editor"]);
  });

  it("reorders by moves and by a whole order, atomically, and refuses an outdated order", async () => {
    const { headers } = await signedIn(app, { role: "editor" });
    const [a, b, c] = [await add(headers, "A"), await add(headers, "B"), await add(headers, "C")];
    if (!a || !b || !c) throw new Error("not added");

    const moved = await call("POST", `/roadmap/${c.id}/move`, headers, { direction: "up" });
    expect(titles(roadmapResponseSchema.parse(moved.json()).data)).toEqual(["A", "C", "B"]);
    const atTop = await call("POST", `/roadmap/${a.id}/move`, headers, { direction: "up" });
    expect(atTop.statusCode).toBe(409);
    expect(atTop.json().message).toMatch(/^direction: "A" is already first/);

    const order = await call("PUT", "/roadmap/order", headers, { ids: [b.id, a.id, c.id] });
    expect(titles(roadmapResponseSchema.parse(order.json()).data)).toEqual(["B", "A", "C"]);

    // An order made before someone added a milestone moves nothing.
    await add(headers, "D");
    const outdated = await call("PUT", "/roadmap/order", headers, { ids: [c.id, b.id, a.id] });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().message).toMatch(/^body\.ids: /);
    const twice = await call("PUT", "/roadmap/order", headers, { ids: [a.id, a.id, b.id, c.id] });
    expect(twice.statusCode).toBe(400);
    expect(titles(await publicRoadmap())).toEqual(["B", "A", "C", "D"]);

    // Moves racing each other still leave every milestone in a place of its own.
    const all = await publicRoadmap();
    await Promise.all(
      all.flatMap((entry) => [
        call("POST", `/roadmap/${entry.id}/move`, headers, { direction: "down" }),
        call("POST", `/roadmap/${entry.id}/move`, headers, { direction: "up" }),
      ]),
    );
    expect((await publicRoadmap()).map((entry) => entry.position)).toEqual([1, 2, 3, 4]);
  });

  it("adds a milestone from a title and a month: a release, its status from the month (issue 29)", async () => {
    const { headers } = await signedIn(app, { role: "editor" });
    const past = await call("POST", "/roadmap", headers, { title: "Reached", month: "2020-02" });
    expect(past.statusCode, past.body).toBe(201);
    expect(past.json().data).toMatchObject({ kind: "release", status: "done", text: "" });
    const ahead = await call("POST", "/roadmap", headers, {
      title: "Ahead",
      month: "2099-11",
      kind: "",
      status: "",
      text: "",
    });
    expect(ahead.json().data).toMatchObject({ kind: "release", status: "planned" });
    const untitled = await call("POST", "/roadmap", headers, { month: "2027-01" });
    expect(untitled.json().message).toBe("body.title: Title is required");
    const undated = await call("POST", "/roadmap", headers, { title: "When?" });
    expect(undated.json().message).toBe("body.month: Choose the target month, such as 2027-03");
  });

  it("names the field it refuses", async () => {
    const { headers } = await signedIn(app, { role: "editor" });
    const refusal = async (body: object) => {
      const answer = await call("POST", "/roadmap", headers, body);
      expect(answer.statusCode).toBe(400);
      return answer.json().message as string;
    };
    expect(await refusal(milestone("", {}))).toMatch(/^body\.title: Title is required/);
    expect(await refusal(milestone("Launch", { month: "2027-13" }))).toMatch(/^body\.month: Month must be/);
    expect(await refusal(milestone("Launch", { kind: "party" }))).toMatch(/^body\.kind: Kind must be/);
    expect(await refusal(milestone("Launch\nline two"))).toMatch(/^body\.title: Keep this on one line/);
    const unknown = await call("PUT", "/roadmap/5d1f0b9e-3c3a-4c0e-9f5e-7f1b2a9c8d00", headers, {
      ...milestone("Nothing"),
      expectedUpdatedAt: new Date().toISOString(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("writes every change to the audit log with the staff member, before and after", async () => {
    const editor = await signedIn(app, { role: "editor" });
    const added = await add(editor.headers, "Launch in Brazil", { kind: "market" });
    await call("PUT", `/roadmap/${added.id}`, editor.headers, {
      ...milestone("Launch in Brazil and Peru", { kind: "market" }),
      expectedUpdatedAt: added.updatedAt,
    });
    const current = (await publicRoadmap())[0];
    await call("POST", `/roadmap/${added.id}/done`, editor.headers, {
      done: true,
      expectedUpdatedAt: current?.updatedAt,
    });
    await call("PUT", "/roadmap/order", editor.headers, { ids: [added.id] });
    await call("DELETE", `/roadmap/${added.id}`, editor.headers);

    const events = await app.database.db
      .select()
      .from(auditEvents)
      // The editor's sign-in is audited too; this test is about the roadmap's own actions.
      .where(and(eq(auditEvents.actorId, editor.account.id), like(auditEvents.action, "roadmap.%")))
      .orderBy(auditEvents.at);
    expect(events.map((event) => event.action)).toEqual([
      "roadmap.create",
      "roadmap.update",
      "roadmap.mark-done",
      "roadmap.reorder",
      "roadmap.delete",
    ]);
    expect(events[0]).toMatchObject({
      actorEmail: editor.account.email,
      subjectType: "roadmap-milestone",
      subjectId: added.id,
      before: null,
      after: expect.objectContaining({ title: "Launch in Brazil" }),
    });
    expect(events[1]?.before).toMatchObject({ title: "Launch in Brazil" });
    expect(events[1]?.after).toMatchObject({ title: "Launch in Brazil and Peru" });
    expect(events[2]).toMatchObject({ before: { status: "planned" }, after: { status: "done" } });
    expect(events[4]).toMatchObject({
      before: expect.objectContaining({ title: "Launch in Brazil and Peru" }),
      after: null,
    });
  });
});
