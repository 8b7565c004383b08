import type { DemoRtpVersion } from "@quillspin/contracts";
import { rtpVersionsText as text } from "./rtp-versions-text";

/**
 * The first lines of the demo's rules screen: which RTP version this session plays, so a player (or an
 * operator's compliance team) can identify it, and what the version does to the paytable's amounts.
 */
export function RtpVersionLine({ version }: { version: DemoRtpVersion }) {
  return (
    <div className="rtp-version-line" data-rtp-version={version.id}>
      <p>
        <strong>{text.versionLine(version.rtp, version.id)}</strong>
      </p>
      <p className="muted">{version.stated ? text.statedLine : text.scaleLine(version.pay_scale)}</p>
    </div>
  );
}
