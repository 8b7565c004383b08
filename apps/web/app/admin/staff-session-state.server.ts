import {
  type AccountProfile,
  meResponseSchema,
  type SessionTokens,
  sessionTokensSchema,
} from "@quillspin/contracts";
import type { ApiClient } from "../api/api-client";
import { ApiRequestError } from "../api/api-request-error";
import type { StaffMember } from "./staff-member";
import {
  expiredStaffSessionCookie,
  openStaffTokens,
  type StaffTokens,
  sealStaffTokens,
  staffSessionCookie,
} from "./staff-session-cookie.server";
import { refreshOnce } from "./token-refresh.server";

/** Who a request's cookie belongs to, worked out once per request. */
export type StaffResolution =
  | { kind: "staff"; staff: StaffMember; accessToken: string }
  /** A signed-in account that is not (or no longer) an approved editor or admin. */
  | { kind: "not-staff" }
  /** No session; `ended` when the cookie held one that the API no longer accepts. */
  | { kind: "anonymous"; ended: boolean };

export interface StaffSessionSettings {
  siteSecret: string;
  secureCookie: boolean;
  /** The API as the site's server calls it, with the given access token when there is one. */
  api: (accessToken?: string) => ApiClient;
  /**
   * The API ends a session 30 minutes after its last refresh. Refreshing on the first request this
   * long (a minute, STAFF_SESSION_REFRESH_AFTER_MS) after the last one keeps that clock running from
   * the staff member's latest request, without rotating the tokens on every click.
   */
  refreshAfterMs: number;
  now?: () => number;
}

const isRefused = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

function staffMemberOf(profile: AccountProfile): StaffMember | null {
  if (profile.status !== "approved") return null;
  if (profile.role !== "editor" && profile.role !== "admin") return null;
  return { id: profile.id, email: profile.email, name: profile.name, role: profile.role };
}

/**
 * One request's view of the staff session: the tokens in its cookie, read, refreshed and checked at
 * most once however many loaders ask, and the cookie the answer must carry when they changed.
 */
export class StaffSession {
  readonly #cookies: string | null;
  readonly #settings: StaffSessionSettings;
  #tokens: Promise<StaffTokens | null> | null = null;
  #resolution: Promise<StaffResolution> | null = null;
  #changed = false;

  constructor(cookies: string | null, settings: StaffSessionSettings) {
    this.#cookies = cookies;
    this.#settings = settings;
  }

  #now(): number {
    return this.#settings.now?.() ?? Date.now();
  }

  #stored(): Promise<StaffTokens | null> {
    this.#tokens ??= openStaffTokens(this.#settings.siteSecret, this.#cookies);
    return this.#tokens;
  }

  #keep(tokens: StaffTokens | null): StaffTokens | null {
    this.#tokens = Promise.resolve(tokens);
    this.#changed = true;
    return tokens;
  }

  /** The rotated pair, or null when the API says the session is over (idle, signed out, revoked). */
  async #refresh(tokens: StaffTokens): Promise<StaffTokens | null> {
    try {
      const fresh = await refreshOnce(tokens.refreshToken, (refreshToken) =>
        this.#settings.api().post("/auth/refresh", { refreshToken }, { schema: sessionTokensSchema }),
      );
      return this.#keep({ ...this.#pairOf(fresh), refreshedAt: this.#now() });
    } catch (error) {
      if (isRefused(error)) return this.#keep(null);
      throw error;
    }
  }

  #pairOf(tokens: SessionTokens) {
    return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  }

  async #profile(accessToken: string): Promise<AccountProfile | null> {
    try {
      const me = await this.#settings
        .api(accessToken)
        .get("/auth/me", undefined, { schema: meResponseSchema });
      return me.data;
    } catch (error) {
      if (isRefused(error)) return null;
      throw error;
    }
  }

  async #resolve(): Promise<StaffResolution> {
    let tokens = await this.#stored();
    if (!tokens) return { kind: "anonymous", ended: false };
    let refreshed = false;
    if (this.#now() - tokens.refreshedAt >= this.#settings.refreshAfterMs) {
      tokens = await this.#refresh(tokens);
      if (!tokens) return { kind: "anonymous", ended: true };
      refreshed = true;
    }
    let profile = await this.#profile(tokens.accessToken);
    if (!profile && !refreshed) {
      // The access token lapsed (15 minutes) while the session itself may still be live.
      tokens = await this.#refresh(tokens);
      if (!tokens) return { kind: "anonymous", ended: true };
      profile = await this.#profile(tokens.accessToken);
    }
    if (!profile) {
      this.#keep(null);
      return { kind: "anonymous", ended: true };
    }
    const staff = staffMemberOf(profile);
    return staff ? { kind: "staff", staff, accessToken: tokens.accessToken } : { kind: "not-staff" };
  }

  /** Who is signed in; every loader of the request shares the one answer. */
  resolve(): Promise<StaffResolution> {
    this.#resolution ??= this.#resolve();
    return this.#resolution;
  }

  /** The refresh token to end at the API on sign-out, if the cookie holds one. */
  async refreshToken(): Promise<string | null> {
    return (await this.#stored())?.refreshToken ?? null;
  }

  /** Keeps a newly signed-in session: the answer carries its cookie. */
  start(tokens: SessionTokens): void {
    this.#keep({ ...this.#pairOf(tokens), refreshedAt: this.#now() });
    this.#resolution = null;
  }

  /** Forgets the session: the answer deletes the cookie. */
  end(): void {
    this.#keep(null);
    this.#resolution = Promise.resolve({ kind: "anonymous", ended: false });
  }

  /** The `Set-Cookie` this request's answer needs, or null when the cookie did not change. */
  async cookieToSet(): Promise<string | null> {
    if (!this.#changed) return null;
    const tokens = await this.#stored();
    const { siteSecret, secureCookie } = this.#settings;
    return tokens
      ? staffSessionCookie(await sealStaffTokens(siteSecret, tokens), secureCookie)
      : expiredStaffSessionCookie(secureCookie);
  }
}
