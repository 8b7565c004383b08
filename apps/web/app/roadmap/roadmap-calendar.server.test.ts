import type { Milestone } from "@quillspin/contracts";
import { describe, expect, it } from "vitest";
import { calendarProperties, eventsOf, textValue } from "../../test/support/ics-reading";
import { companyMessages } from "../locale/areas/company";
import { roadmapMessages } from "../locale/areas/roadmap";
import en from "../locale/en";
import { withAreas } from "../locale/messages";
import { roadmapCalendar } from "./roadmap-calendar.server";

const m = withAreas(en, "en", [roadmapMessages, companyMessages]);

const milestone = (overrides: Partial<Milestone>): Milestone => ({
  id: "0b7c2a52-5d0f-4c1e-9a59-2f7d1c3e8a10",
  position: 1,
  month: "2026-12",
  quarter: "Q4 2026",
  title: "New release: Koi Lantern Hold & Win",
  kind: "release",
  status: "planned",
  text: "A night-market Hold & Win; lantern coins lock in place, and reset the respins.",
  createdAt: "2026-11-02T09:00:00.000Z",
  updatedAt: "2026-11-20T15:30:12.345Z",
  ...overrides,
});

describe("the roadmap's calendar feed", () => {
  const milestones = [
    milestone({}),
    milestone({
      id: "6f1e4f0a-8c53-4b7e-a3d4-0c9b2e7d5f21",
      position: 2,
      month: "2027-02",
      quarter: "Q1 2027",
      title: "Launch in Brazil",
      kind: "market",
      status: "done",
      text: "Certified builds for operators licensed in Brazil.\nWith Portuguese texts.",
    }),
  ];
  const text = roadmapCalendar({ milestones, siteUrl: "https://quillspin.example", m });

  it("is one calendar with a name, a refresh hint and CRLF lines of at most 75 octets", () => {
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const calendar = new Map(calendarProperties(text).map((property) => [property.name, property]));
    expect(calendar.get("VERSION")?.value).toBe("2.0");
    expect(calendar.get("X-WR-CALNAME")?.value).toBe("Quillspin Games roadmap");
    expect(calendar.get("NAME")?.value ?? calendar.get("X-WR-CALNAME")?.value).toBe(
      "Quillspin Games roadmap",
    );
    expect(calendar.get("REFRESH-INTERVAL")).toMatchObject({ params: { VALUE: "DURATION" }, value: "PT1H" });
    expect(calendar.get("X-PUBLISHED-TTL")?.value).toBe("PT1H");
    expect(calendar.get("PRODID")?.value).toMatch(/Quillspin Games/);
  });

  it("has one all-day event per milestone spanning its month, with a stable UID and the milestone's texts", () => {
    const events = eventsOf(text);
    expect(events).toHaveLength(2);
    const [koi, brazil] = events;
    expect(koi?.get("UID")?.value).toBe("roadmap-0b7c2a52-5d0f-4c1e-9a59-2f7d1c3e8a10@quillspin.example");
    expect(koi?.get("DTSTART")).toMatchObject({ params: { VALUE: "DATE" }, value: "20261201" });
    expect(koi?.get("DTEND")).toMatchObject({ params: { VALUE: "DATE" }, value: "20270101" });
    expect(koi?.get("DTSTAMP")?.value).toBe("20261120T153012Z");
    expect(koi?.get("TRANSP")?.value).toBe("TRANSPARENT");
    expect(textValue(koi?.get("SUMMARY")?.value ?? "")).toBe("New release: Koi Lantern Hold & Win (Planned)");
    expect(textValue(koi?.get("DESCRIPTION")?.value ?? "")).toBe(
      "A night-market Hold & Win; lantern coins lock in place, and reset the respins.\n\nRelease · Q4 2026 · Planned\nhttps://quillspin.example/roadmap",
    );
    expect(brazil?.get("DTSTART")?.value).toBe("20270201");
    expect(brazil?.get("DTEND")?.value).toBe("20270301");
    expect(textValue(brazil?.get("SUMMARY")?.value ?? "")).toBe("Launch in Brazil (Done)");
    expect(textValue(brazil?.get("DESCRIPTION")?.value ?? "")).toMatch(
      /^Certified builds .*\nWith Portuguese texts\./,
    );
  });

  it("keeps each event's UID when its milestone is edited, so calendars update it in place", () => {
    const edited = roadmapCalendar({
      milestones: [
        milestone({ title: "Koi Lantern, delayed", month: "2027-01", updatedAt: "2026-11-21T08:00:00.000Z" }),
      ],
      siteUrl: "https://quillspin.example",
      m,
    });
    const [event] = eventsOf(edited);
    expect(event?.get("UID")?.value).toBe(eventsOf(text)[0]?.get("UID")?.value);
    expect(event?.get("DTSTART")?.value).toBe("20270101");
    expect(event?.get("LAST-MODIFIED")?.value).toBe("20261121T080000Z");
  });
});
