/** English strings of the demo launch area: the launch page, the age question, the demo dialog (see areas/demo-launch.ts). */
const demoLaunch = {
  frameTitle: (name: string) => `${name} demo`,
  ageTitle: "Confirm your age",
  ageText: "Demo games are for adults. Please confirm you are 18 or over.",
  ageNote: "Demos use play money only. We remember your answer on this device for a year.",
  ageConfirm: "I am 18 or over",
  ageCancel: "Cancel",
  launchTitle: (name: string) => `${name} demo`,
  launchDescription: "Starts a play-money demo of the game.",
  failedTitle: "The demo could not be started",
  failedText: (name: string) =>
    `The demo server did not hand us a session for ${name}. It is usually back within a minute.`,
  retry: "Try again",
  refusedTitle: "This demo link asks for a build we do not offer",
  refusedJurisdiction: (name: string, asked: string, offered: string) =>
    `${name} has no “${asked}” build: its demos play the ${offered}. The link may be mistyped or out of date.`,
  refusedRtp: (name: string, asked: number) =>
    `${name} is not offered at an RTP of ${asked}%: the link may be mistyped or out of date. The game page lists the versions partners can pick.`,
  playStandard: "Play the standard demo",
  backToGame: (name: string) => `Back to ${name}`,
} as const;

export default demoLaunch;
