import { describe, expect, it } from "vitest";
import { messageListStateOf, messagePageHref } from "./message-list-query";

const stateOf = (query: string) => messageListStateOf(new URL(`http://site.test/admin/messages${query}`));

describe("the message list's address", () => {
  it("reads the filters with the API's query schema, an empty field being no filter", () => {
    const state = stateOf("?q=%20northbay%20&read=unread&state=&assignee=me&topic=press&page=2");
    expect(state.query).toEqual({
      page: 2,
      limit: 25,
      q: "northbay",
      read: "unread",
      assignee: "me",
      topic: "press",
    });
    expect(state.errors).toEqual({});
    expect(state.values).toEqual({
      q: " northbay ",
      read: "unread",
      state: "",
      assignee: "me",
      topic: "press",
    });
  });

  it("leaves out a filter the schema refuses and names it, keeping the others", () => {
    const state = stateOf("?topic=weather&read=unread&page=0");
    expect(state.errors).toEqual({
      topic: "Choose one of the contact form's topics",
      page: expect.any(String),
    });
    expect(state.query).toMatchObject({ read: "unread", page: 1 });
    expect(state.query.topic).toBeUndefined();
    expect(state.values.topic).toBe("weather");
  });

  it("links another page with the same filters, and the first page without a number", () => {
    const { values } = stateOf("?q=a%26b&state=open");
    expect(messagePageHref(values, 3)).toBe("/admin/messages?q=a%26b&state=open&page=3");
    expect(messagePageHref(values, 1)).toBe("/admin/messages?q=a%26b&state=open");
    expect(messagePageHref(stateOf("").values, 1)).toBe("/admin/messages");
  });
});
