import type { JurisdictionProfile } from "@quillspin/contracts";
import { demoSessionMessages } from "../../locale/areas/demo-session";
import { useMessages } from "../../locale/locale-context";
import type { AreaStrings } from "../../locale/messages";

type SessionCopy = AreaStrings<typeof demoSessionMessages>;

/** The profile's rules as sentences, read field by field from its row of the table. */
export function profileRuleLines(profile: JurisdictionProfile, copy: SessionCopy): string[] {
  const rules = copy.profileRules;
  const lines: string[] = [
    rules.autoplay[profile.autoplay],
    profile.turbo ? rules.turbo.on : rules.turbo.off,
    profile.quickStop ? rules.quickStop.on : rules.quickStop.off,
  ];
  if (profile.minRoundMs > 0) {
    lines.push(
      rules.minRound((profile.minRoundMs / 1000).toLocaleString("en-GB", { maximumFractionDigits: 1 })),
    );
  }
  if (profile.sessionMeters) lines.push(rules.meters);
  if (profile.rtpOnScreen) lines.push(rules.rtpOnScreen);
  if (profile.realityCheckMinutes !== null) lines.push(rules.realityCheck(profile.realityCheckMinutes));
  return lines;
}

/** The rules screen's part that names the session's build and lists what it allows. */
export function ProfileRules({ profile }: { profile: JurisdictionProfile }) {
  const copy = useMessages(demoSessionMessages).demoSession;
  return (
    <section className="profile-rules" aria-labelledby="profile-rules-title">
      <h3 id="profile-rules-title">{copy.profileTitle(profile.label)}</h3>
      <p>{copy.profileLead}</p>
      <ul>
        {profileRuleLines(profile, copy).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
