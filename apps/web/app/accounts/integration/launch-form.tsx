import { gameNameOf, gameSummaries } from "@quillspin/content";
import { defaultJurisdiction, jurisdictionIds, type PartnerRtpVersions } from "@quillspin/contracts";
import { formatRtp } from "@quillspin/contracts/figures";
import { useMemo, useState } from "react";
import { z } from "zod";
import { SelectField, TextField } from "../../forms/fields";
import { FormFrame } from "../../forms/form-frame";
import { useForm } from "../../forms/use-form";
import { formsMessages } from "../../locale/areas/forms";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { useAccountResource } from "../use-account-resource";
import { integrationApi, type TestPlayer } from "./integration-api";

const launchFields = {
  game: "game",
  player_id: "player",
  currency: "currency",
  jurisdiction: "jurisdiction",
  rtp: "rtp",
} as const;

const gameSlugs = gameSummaries.map((game) => game.slug) as [string, ...string[]];

function launchSchema(currencies: readonly string[], playerMessage: string) {
  return z
    .object({
      game: z.enum(gameSlugs),
      player_id: z.string().trim().min(1, { error: playerMessage }).max(128, { error: playerMessage }),
      currency: z.string().refine((code) => currencies.includes(code)),
      jurisdiction: z.enum(jurisdictionIds),
      rtp: z.string().regex(/^\d*$/),
    })
    .transform(({ rtp, ...launch }) => ({ ...launch, ...(rtp ? { rtp: Number(rtp) } : {}) }));
}

interface LaunchFormProps {
  players: readonly TestPlayer[];
  currencies: readonly string[];
  /** Told once a session is open, so the players' balances are read again. */
  onLaunched: () => void;
}

/**
 * Opens a sandbox session (`POST /v1/partner/integration/sessions`) and its game in a new tab. The
 * tab is opened in the click itself, before the API answers, because browsers block a window opened
 * later; it is pointed at `game_url` once the session exists, and closed if the launch fails.
 */
export function LaunchForm({ players, currencies, onLaunched }: LaunchFormProps) {
  const m = useMessages(partnerIntegrationMessages, formsMessages);
  const t = m.partnerIntegration.launch;
  const versions = useAccountResource<{ data: PartnerRtpVersions }>("/partner/rtp-versions");
  const [launched, setLaunched] = useState<{ text: string; blockedUrl: string | null } | null>(null);
  const schema = useMemo(() => launchSchema(currencies, t.errors.player), [currencies, t]);
  const initial = useMemo(
    () => ({
      game: gameSlugs[0],
      player_id: players[0]?.player_id ?? "test-player",
      currency: currencies[0] ?? "",
      jurisdiction: defaultJurisdiction as string,
      rtp: "",
    }),
    [players, currencies],
  );
  const form = useForm({
    schema,
    initial,
    fields: launchFields,
    send: async (launch) => {
      const tab = window.open("about:blank", "_blank");
      try {
        const session = await integrationApi.launch(launch);
        const name = gameNameOf(launch.game);
        if (tab) {
          // The game need not reach back into the client area.
          tab.opener = null;
          tab.location.href = session.game_url;
        }
        setLaunched({ text: t.launched(name, launch.player_id), blockedUrl: tab ? null : session.game_url });
        onLaunched();
        return null;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });

  const choices = versions.load.state === "ready" ? versions.load.data.data : null;
  const gameVersions = choices?.games.find((game) => game.slug === form.values.game)?.versions ?? [];
  // A market fills in the profile its links launch and the version picked for the game there (or the
  // stated one): the fields then say what the session will play, and stay the partner's to change.
  const [market, setMarket] = useState("");
  const applyMarket = (marketId: string, slug: string) => {
    const picked = choices?.markets.find((candidate) => candidate.id === marketId);
    if (!picked) return;
    const choice = choices?.games
      .find((game) => game.slug === slug)
      ?.choices.find((c) => c.market === marketId);
    form.setValue("jurisdiction", picked.jurisdiction);
    form.setValue("rtp", choice ? String(choice.version) : "");
  };
  const gameField = form.textField("game");
  const rtpOptions = gameVersions
    .filter((version) => !version.stated)
    .map((version) => ({
      value: String(version.id),
      label: t.rtpVersion(version.id, formatRtp(version.rtp)),
    }));

  return (
    <section className="client-area__section" aria-labelledby="launch-section-title">
      <h2 id="launch-section-title">{t.title}</h2>
      <p className="muted">{t.lead}</p>
      <div className="client-area__panel">
        <FormFrame
          form={form}
          label={t.title}
          noScript={m.partnerIntegration.gate.noScript}
          submit={t.submit}
        >
          <SelectField
            {...gameField}
            onValue={(slug) => {
              gameField.onValue?.(slug);
              if (market) applyMarket(market, slug);
            }}
            label={t.game}
            options={gameSummaries.map((game) => ({ value: game.slug, label: game.name }))}
          />
          <TextField
            {...form.textField("player_id")}
            label={t.player}
            hint={t.playerHint}
            list="launch-players"
            autoComplete="off"
            spellCheck={false}
          />
          <datalist id="launch-players">
            {players.map((player) => (
              <option key={player.player_id} value={player.player_id} />
            ))}
          </datalist>
          <SelectField
            {...form.textField("currency")}
            label={t.currency}
            options={currencies.map((code) => ({ value: code, label: code }))}
          />
          <SelectField
            id={`${form.titleId}-market`}
            label={t.market}
            hint={t.marketHint}
            value={market}
            placeholder={t.noMarket}
            onValue={(marketId) => {
              setMarket(marketId);
              applyMarket(marketId, form.values.game);
            }}
            options={(choices?.markets ?? []).map((candidate) => ({
              value: candidate.id,
              label: candidate.name,
            }))}
          />
          <SelectField
            {...form.textField("jurisdiction")}
            label={t.jurisdiction}
            options={jurisdictionIds.map((id) => ({ value: id, label: t.jurisdictions[id] }))}
          />
          <SelectField
            {...form.textField("rtp")}
            label={t.rtp}
            placeholder={t.rtpStated}
            options={rtpOptions}
          />
        </FormFrame>
        <div role="status" className="integration-status">
          {launched ? (
            <p>
              {launched.text}{" "}
              {launched.blockedUrl ? (
                <a href={launched.blockedUrl} target="_blank" rel="noopener">
                  {t.openGame}
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
