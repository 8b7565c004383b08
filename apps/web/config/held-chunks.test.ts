import { describe, expect, it } from "vitest";
import { heldChunkOf, heldChunkPath, isHeldChunkFile } from "./held-chunks";

describe("held chunks", () => {
  it("names a locale's messages by the build, and leaves every other chunk hashed", () => {
    expect(heldChunkOf(["/repo/apps/web/app/locale/en.ts"])).toBe("messages-en");
    expect(heldChunkOf(["/repo/apps/web/app/locale/en.ts", "/repo/apps/web/app/ui-state/ui-state.tsx"])).toBe(
      "messages-en",
    );
    expect(heldChunkOf(["/repo/apps/web/app/locale/en/cookie-consent.ts"])).toBeNull();
    expect(heldChunkOf(["/repo/apps/web/app/consent/cookie-settings.tsx"])).toBeNull();
    expect(heldChunkOf([])).toBeNull();
    expect(heldChunkPath("messages-en", "mx1klem3-c7efce")).toBe("/assets/messages-en-mx1klem3-c7efce.js");
  });

  it("tells a build's held chunks from its hashed files and another build's", () => {
    expect(isHeldChunkFile(heldChunkPath("messages-en", "mx1klem3-c7efce"), "mx1klem3-c7efce")).toBe(true);
    expect(isHeldChunkFile("/assets/early-input-BNbwMyey.js", "mx1klem3-c7efce")).toBe(false);
    expect(isHeldChunkFile(heldChunkPath("messages-en", "mx1klem3-000000"), "mx1klem3-c7efce")).toBe(false);
  });
});
