import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../api/api-request-error";
import { failedApiCallToast } from "./api-page-error";
import { rethrowAsPageError } from "./api-page-error.server";

/** What React Router makes of a thrown value: the route error the error view receives. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("rethrowAsPageError", () => {
  it.each([400, 404])("turns the API's %i into the site's page with the same status", (status) => {
    const thrown = thrownBy(() => rethrowAsPageError(new ApiRequestError(`${status}`, status, null)));
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status } });
  });

  it.each([
    [
      new ApiRequestError("503 Service Unavailable", 503, { message: "Catalogue is being updated" }),
      503,
      "503: Catalogue is being updated",
    ],
    [new ApiRequestError("500 Internal Server Error", 500, null), 500, "500 Internal Server Error"],
    [new ApiRequestError("429 Too Many Requests", 429, { message: "Slow down" }), 429, "429: Slow down"],
    [new ApiRequestError("fetch failed", null, null), 502, "fetch failed"],
  ])(
    "turns any other failed call into the error view with its status and toast: %s",
    (error, status, toast) => {
      const thrown = thrownBy(() => rethrowAsPageError(error));
      expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status }, data: { toast } });
    },
  );

  it("rethrows anything that is not a failed API call as it is", () => {
    const bug = new TypeError("not an API answer");
    const thrown = thrownBy(() => rethrowAsPageError(bug));
    expect(thrown).toBe(bug);
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });
});

describe("failedApiCallToast", () => {
  it("reads the toast of a failed call's route error and nothing else", () => {
    const failed = new ErrorResponseImpl(503, "Service Unavailable", {
      toast: "503: Catalogue is being updated",
    });
    expect(failedApiCallToast(failed)).toBe("503: Catalogue is being updated");
    expect(failedApiCallToast(new ErrorResponseImpl(404, "Not Found", null))).toBeNull();
    expect(failedApiCallToast(new Error("503: not a route error"))).toBeNull();
  });
});
