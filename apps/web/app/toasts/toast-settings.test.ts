import { describe, expect, it } from "vitest";
import { toastSettings } from "./toast-settings";

describe("toast settings", () => {
  it("match site.md section 9", () => {
    expect(toastSettings).toEqual({
      position: "top-right",
      draggable: false,
      closeOnClick: false,
      autoClose: 5000,
      limit: 20,
      newestOnTop: true,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      draggablePercent: 60,
    });
  });
});
