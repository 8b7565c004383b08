import type { DemoEvent } from "@quillspin/contracts";
import type { WheelFace } from "../player-game";

/** A fortune wheel to spin on the stage: the painted segments and the one the round's event stops on. */
export interface WheelStop {
  name: string;
  segments: readonly string[];
  index: number;
}

/**
 * The wheel a `wheel` event stops, with the game's painted faces; null for any other event or a wheel
 * the game does not paint (or whose painted segment differs from the event's, which would be a lie).
 */
export function wheelStopOf(event: DemoEvent | null, faces: readonly WheelFace[]): WheelStop | null {
  if (event?.type !== "wheel" || typeof event.index !== "number") return null;
  const face = faces.find((candidate) => candidate.name === event.name);
  if (!face || face.segments[event.index] !== event.segment) return null;
  return { name: face.name, segments: face.segments, index: event.index };
}

/** Whole turns the wheel makes before it settles: enough to read as a spin, few enough to follow. */
export const wheelTurns = 4;

/**
 * The wheel's rotation (radians, clockwise) that brings the middle of segment `index` under the pointer
 * at the top, after `turns` whole turns. Segment 0 starts at the pointer and they run clockwise.
 */
export function wheelLanding(index: number, count: number, turns = wheelTurns): number {
  const slice = (Math.PI * 2) / Math.max(1, count);
  return Math.PI * 2 * turns - (index + 0.5) * slice;
}

/** The rotation `t` (0 to 1) of the way through the spin: fast at first, easing into the landing. */
export function wheelRotation(t: number, landing: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return landing * (1 - (1 - clamped) ** 4);
}

/** The segment under the pointer at `rotation`: what the wheel shows as it turns. */
export function segmentAtPointer(rotation: number, count: number): number {
  const slice = (Math.PI * 2) / Math.max(1, count);
  const turned = (((-rotation % (Math.PI * 2)) + Math.PI * 2) % (Math.PI * 2)) / slice;
  return Math.floor(turned) % count;
}
