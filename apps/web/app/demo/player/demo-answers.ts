/**
 * The schemas the player checks the demo API's answers with, and zod with them: a chunk of their own,
 * fetched while the first spin's request is on its way, so the page that shows Spin does not carry
 * zod (about 28 KiB gzipped) to its first press (decision 48).
 */
export {
  demoGambleResponseSchema,
  demoSessionResponseSchema,
  demoSessionRoundsResponseSchema,
  demoSpinResponseSchema,
} from "@quillspin/contracts";
