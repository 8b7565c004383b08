import { describe, expect, it } from "vitest";
import { createPageCache, type Rendered } from "./page-cache";

const rendered = (value: string, storable = true): Rendered<string> => ({
  value,
  storable,
  bytes: value.length,
});

describe("the shared page cache", () => {
  it("renders a key once while its entry lives, and again after its life", async () => {
    let clock = 0;
    const cache = createPageCache<string>({ ttlMs: 3_000, maxBytes: 1_000, now: () => clock });
    let renders = 0;
    const render = async () => rendered(`page ${++renders}`);
    expect((await cache.getOrRender("/news", render)).value).toBe("page 1");
    clock = 2_999;
    expect((await cache.getOrRender("/news", render)).value).toBe("page 1");
    clock = 3_000;
    expect((await cache.getOrRender("/news", render)).value).toBe("page 2");
  });

  it("shares one render between concurrent misses of a key, not between keys", async () => {
    const cache = createPageCache<string>({ ttlMs: 3_000, maxBytes: 1_000 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return rendered(`render ${renders}`);
    };
    const answers = await Promise.all([
      cache.getOrRender("a", render),
      cache.getOrRender("a", render),
      cache.getOrRender("b", render),
    ]);
    expect(renders).toBe(2);
    expect(answers[0]).toBe(answers[1]);
    expect(answers[2]).not.toBe(answers[0]);
  });

  it("keeps only what is storable", async () => {
    const cache = createPageCache<string>({ ttlMs: 3_000, maxBytes: 1_000 });
    await cache.getOrRender("/news", async () => rendered("sets a cookie", false));
    expect(cache.get("/news")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops everything on clear, and never keeps a render that started before it", async () => {
    const cache = createPageCache<string>({ ttlMs: 60_000, maxBytes: 1_000 });
    await cache.getOrRender("/", async () => rendered("before"));
    let finish: (value: Rendered<string>) => void = () => {};
    const running = cache.getOrRender("/news", () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    expect(cache.get("/")).toBeUndefined();
    // A request after the change does not wait for the render that may predate it.
    const after = cache.getOrRender("/news", async () => rendered("after the change"));
    finish(rendered("read before the change"));
    expect((await running).value).toBe("read before the change");
    expect((await after).value).toBe("after the change");
    expect(cache.get("/news")).toBe("after the change");
  });

  it("forgets the oldest entries past its byte budget, and never keeps an entry bigger than it", async () => {
    const cache = createPageCache<string>({ ttlMs: 60_000, maxBytes: 10 });
    await cache.getOrRender("first", async () => rendered("aaaa"));
    await cache.getOrRender("second", async () => rendered("bbbb"));
    await cache.getOrRender("third", async () => rendered("cccc"));
    expect(cache.get("first")).toBeUndefined();
    expect(cache.get("second")).toBe("bbbb");
    expect(cache.get("third")).toBe("cccc");
    await cache.getOrRender("huge", async () => rendered("x".repeat(11)));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it("lets a failed render fail its callers and leaves nothing behind", async () => {
    const cache = createPageCache<string>({ ttlMs: 60_000, maxBytes: 100 });
    await expect(cache.getOrRender("/", () => Promise.reject(new Error("API down")))).rejects.toThrow(
      "API down",
    );
    expect((await cache.getOrRender("/", async () => rendered("back"))).value).toBe("back");
  });
});
