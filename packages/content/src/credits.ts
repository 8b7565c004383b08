/**
 * Attribution the licences of third-party art require. The game art is drawn by the studio's art
 * script around pictograms from game-icons.net, whose CC BY 3.0 licence asks for credit wherever the
 * art is shown: the footer or the about page renders this.
 */
export interface ArtCredit {
  work: string;
  url: string;
  authors: string;
  licence: string;
  licenceUrl: string;
  /** One sentence that names the work, its authors and its licence, ready to print. */
  notice: string;
}

export const artCredits: readonly ArtCredit[] = [
  {
    work: "game-icons.net",
    url: "https://game-icons.net",
    authors: "Lorc, Delapouite and contributors",
    licence: "CC BY 3.0",
    licenceUrl: "https://creativecommons.org/licenses/by/3.0/",
    notice:
      "Symbol and scene pictograms in the game art are from game-icons.net by Lorc, Delapouite and contributors, used under the Creative Commons Attribution 3.0 licence (CC BY 3.0) and recoloured by Quillspin Games.",
  },
];
