import {
  type DemoGambleResponse,
  type DemoRoundSummary,
  type DemoSession,
  type DemoSpinRequest,
  type DemoSpinResponse,
  defaultLocale,
} from "@quillspin/contracts";
import { buildUrl, createApiClient } from "../../api/api-client";
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

/**
 * Each call's request leaves at once; the answer's schema (and zod) loads beside it, not with the page
 * (demo-answers.ts). Every answer is still checked before the player uses it.
 */
const answers = () => import("./demo-answers");

/** The address of a session's spins, for the page's script too (early-spin.ts). */
export const spinUrl = (sessionId: string) => buildUrl(publicSettings.apiBaseUrl, path(sessionId, "spins"));

/**
 * Plays a round. `sent` is the same request sent before hydration by the page's script: its answer is
 * the round's, and when it has none the request goes again (the API answers a round id it has played with
 * the same round, charging once) so a failure is told as any other.
 */
export async function postSpin(
  sessionId: string,
  request: DemoSpinRequest,
  sent?: Promise<unknown>,
): Promise<DemoSpinResponse["data"]> {
  const send = () => api.post(path(sessionId, "spins"), request);
  const [answer, { demoSpinResponseSchema }] = await Promise.all([
    sent ? sent.catch(send) : send(),
    answers(),
  ]);
  return demoSpinResponseSchema.parse(answer).data;
}

export async function postGamble(
  sessionId: string,
  guess: "red" | "black",
): Promise<DemoGambleResponse["data"]> {
  const [answer, { demoGambleResponseSchema }] = await Promise.all([
    api.post(path(sessionId, "gamble"), { guess }),
    answers(),
  ]);
  return demoGambleResponseSchema.parse(answer).data;
}

export async function postReset(sessionId: string): Promise<DemoSession> {
  const [answer, { demoSessionResponseSchema }] = await Promise.all([
    api.post(path(sessionId, "reset")),
    answers(),
  ]);
  return demoSessionResponseSchema.parse(answer).data;
}

/** The session's latest rounds, newest first, for its history. */
export async function getRounds(sessionId: string): Promise<DemoRoundSummary[]> {
  const [answer, { demoSessionRoundsResponseSchema }] = await Promise.all([
    api.get(path(sessionId, "rounds")),
    answers(),
  ]);
  return demoSessionRoundsResponseSchema.parse(answer).data;
}
