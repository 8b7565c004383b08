import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../api/api-request-error";
import { rethrowAsPageError } from "./api-page-error";

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
    new ApiRequestError("500 Internal Server Error", 500, null),
    new ApiRequestError("503 Service Unavailable", 503, null),
    new ApiRequestError("fetch failed", null, null),
    new TypeError("not an API answer"),
  ])("rethrows a genuine failure as it is: %s", (error) => {
    const thrown = thrownBy(() => rethrowAsPageError(error));
    expect(thrown).toBe(error);
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });
});
