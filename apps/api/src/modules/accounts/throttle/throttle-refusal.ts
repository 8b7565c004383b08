import type { FastifyReply } from "fastify";
import { AccountFailure } from "../account-failure";
import type { ThrottleVerdict } from "./throttle";

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** Answers a refused verdict with 429 and Retry-After in seconds, so clients know when to come back. */
export function refuseWhenThrottled(reply: FastifyReply, verdict: ThrottleVerdict, reason: string): void {
  if (verdict.allowed) return;
  reply.header("retry-after", String(verdict.retryAfterSeconds));
  throw new AccountFailure(429, `${reason} Try again in ${waitText(verdict.retryAfterSeconds)}.`);
}
