import {
  defaultJurisdiction,
  jurisdictionProfiles,
  type PartnerRtpVersions as PartnerVersionsData,
} from "@quillspin/contracts";
import { type FormEvent, useState } from "react";
import { LoadFailed } from "../../accounts/load-failed";
import { useAccountResource } from "../../accounts/use-account-resource";
import { demoLaunchHref } from "../../demo/launch/launch-query";
import { accountApi } from "../../session/account-api";
import { showSuccessToast } from "../../toasts/toasts";
import { rtpVersionsText } from "./rtp-versions-text";
import "./rtp-versions.css";

const text = rtpVersionsText.picker;
type PartnerGame = PartnerVersionsData["games"][number];
type Market = PartnerVersionsData["markets"][number];
type Choice = PartnerGame["choices"][number];

/**
 * The market's demo as its players get it: the version the partner saved for it and the market's
 * jurisdiction profile (decision 31), each named in the link only when it is not the default.
 */
function marketDemoHref(slug: string, market: Market, version: number, stated: number | undefined) {
  return demoLaunchHref(slug, {
    rtp: version === stated ? undefined : version,
    jurisdiction: market.jurisdiction === defaultJurisdiction ? undefined : market.jurisdiction,
  });
}
/**
 * One game's form: a version per market, saved together. The API checks the account, the markets and
 * the versions on every request and records the change in the audit log (decision 28).
 */
function GameVersionsForm({ game, markets }: { game: PartnerGame; markets: readonly Market[] }) {
  const stated = game.versions.find((version) => version.stated)?.id;
  const [saving, setSaving] = useState(false);
  // The demo links follow what is saved, not what is selected and not saved yet.
  const [saved, setSaved] = useState<readonly Choice[]>(game.choices);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const choices = markets.map((market) => ({
      market: market.id,
      version: Number(form.get(`market-${market.id}`)),
    }));
    setSaving(true);
    try {
      const answer = await accountApi.post<{ data: { choices: Choice[] } }>(
        `/partner/rtp-versions/${encodeURIComponent(game.slug)}`,
        { choices },
      );
      setSaved(answer.data.choices);
      showSuccessToast(text.saved(game.name));
    } catch {
      // The API client has shown the failure's toast.
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="rtp-version-picker__game" onSubmit={save} aria-labelledby={`rtp-game-${game.slug}`}>
      <h3 id={`rtp-game-${game.slug}`}>{game.name}</h3>
      <div className="rtp-version-picker__markets">
        {markets.map((market) => {
          const chosen = game.choices.find((choice) => choice.market === market.id)?.version ?? stated;
          const live = saved.find((choice) => choice.market === market.id)?.version ?? stated;
          return (
            <div key={market.id} className="rtp-version-picker__market">
              <label>
                <span>{text.market(market.name, market.regulator)}</span>
                <select name={`market-${market.id}`} defaultValue={chosen}>
                  {game.versions.map((version) => (
                    <option key={version.id} value={version.id}>
                      {text.option(version.id, version.rtp, version.stated)}
                    </option>
                  ))}
                </select>
              </label>
              {live === undefined ? null : (
                <a
                  className="rtp-version-picker__demo"
                  href={marketDemoHref(game.slug, market, live, stated)}
                >
                  {text.demo(live, jurisdictionProfiles[market.jurisdiction].label)}
                  <span className="visually-hidden">{text.demoFor(game.name, market.name)}</span>
                </a>
              )}
            </div>
          );
        })}
      </div>
      <button type="submit" className="button" disabled={saving}>
        {text.save(game.name)}
      </button>
    </form>
  );
}

/** The client area's RTP version picker: every game, a version per market. */
export function PartnerRtpVersions() {
  const { load, retry } = useAccountResource<{ data: PartnerVersionsData }>("/partner/rtp-versions");
  return (
    <section className="client-area__section" aria-labelledby="rtp-versions-picker-title">
      <h2 id="rtp-versions-picker-title">{text.title}</h2>
      <p className="muted">{text.lead}</p>
      <p className="muted">{text.noMinimum}</p>
      <p className="muted">{text.demoLead}</p>
      {load.state === "loading" ? <p role="status">{text.loading}</p> : null}
      {load.state === "failed" ? <LoadFailed onRetry={retry} /> : null}
      {load.state === "ready" ? (
        <div className="rtp-version-picker">
          {load.data.data.games.map((game) => (
            <GameVersionsForm key={game.slug} game={game} markets={load.data.data.markets} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
