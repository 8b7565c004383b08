import { formatRtp } from "@quillspin/contracts/figures";
import type { RtpVersionFigures } from "@quillspin/game-engine";
import { useLocale } from "../../locale/locale-context";
import { localizePath } from "../../locale/localized-link";
import { rtpVersionsText as text } from "./rtp-versions-text";
import { versionLaunchPath } from "./version-launch-path";
import "./rtp-versions.css";

/**
 * The game page's list of RTP versions (decision 28): each version's RTP, its verified figure with the
 * interval achieved, its pay scale and a link that launches the demo at it. The link goes through the
 * launch page, so it works before and without scripts, age question included.
 */
export function RtpVersionsSection({
  slug,
  name,
  versions,
}: {
  slug: string;
  name: string;
  versions: readonly RtpVersionFigures[];
}) {
  const locale = useLocale();
  if (versions.length < 2) return null;
  return (
    <section className="section rtp-versions" aria-labelledby="rtp-versions-title" data-reveal>
      <h2 id="rtp-versions-title">{text.title}</h2>
      <p>{text.lead(name)}</p>
      <div className="rtp-versions__scroll">
        <table className="rtp-versions__table">
          <thead>
            <tr>
              <th scope="col">{text.columns.version}</th>
              <th scope="col">{text.columns.rtp}</th>
              <th scope="col">{text.columns.verified}</th>
              <th scope="col">{text.columns.scale}</th>
              <th scope="col">{text.columns.demo}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.id} data-rtp-version={version.id}>
                <th scope="row">
                  {version.id}
                  {version.stated ? ` (${text.stated})` : ""}
                </th>
                <td>{formatRtp(version.rtp)}</td>
                <td>
                  {version.verified
                    ? text.verified(version.verified.rtp, version.verified.ci95, version.verified.spins)
                    : text.notVerified}
                </td>
                <td>{(version.payScale * 100).toFixed(2)}%</td>
                <td>
                  <a
                    href={localizePath(versionLaunchPath(slug, version.id), locale)}
                    rel="nofollow"
                    aria-label={text.playVersionLabel(name, version.id)}
                  >
                    {text.playVersion(version.id)}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{text.identify}</p>
      <p className="muted">{text.proof}</p>
    </section>
  );
}
