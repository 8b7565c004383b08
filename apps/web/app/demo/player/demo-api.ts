import {
  type DemoGambleResponse,
  type DemoRoundSummary,
  type DemoSession,
  type DemoSpinRequest,
  type DemoSpinResponse,
  defaultLocale,
  demoGambleResponseSchema,
  demoSessionResponseSchema,
  demoSessionRoundsResponseSchema,
  demoSpinResponseSchema,
} from "@quillspin/contracts";
import { createApiClient } from "../../api/api-client";
import { toastTextOf } from "../../api/api-request-error";
import { publicSettings } from "../../config/public-settings";
import { showErrorToast } from "../../toasts/toasts";

/** 409 is the API saying the balance does not cover the bet; the player answers it with a Refill button. */
const answeredInPlace = new Set([409]);

const api = createApiClient({
  baseUrl: publicSettings.apiBaseUrl,
  locale: defaultLocale,
  onError: (error) => {
    if (error.status === null || !answeredInPlace.has(error.status)) showErrorToast(toastTextOf(error));
  },
});

const path = (sessionId: string, action: string) => `demo-sessions/${sessionId}/${action}`;

export async function postSpin(
  sessionId: string,
  request: DemoSpinRequest,
): Promise<DemoSpinResponse["data"]> {
  return demoSpinResponseSchema.parse(await api.post(path(sessionId, "spins"), request)).data;
}

export async function postGamble(
  sessionId: string,
  guess: "red" | "black",
): Promise<DemoGambleResponse["data"]> {
  return demoGambleResponseSchema.parse(await api.post(path(sessionId, "gamble"), { guess })).data;
}

export async function postReset(sessionId: string): Promise<DemoSession> {
  return demoSessionResponseSchema.parse(await api.post(path(sessionId, "reset"))).data;
}

/** The session's latest rounds, newest first, for its history. */
export async function getRounds(sessionId: string): Promise<DemoRoundSummary[]> {
  return demoSessionRoundsResponseSchema.parse(await api.get(path(sessionId, "rounds"))).data;
}
