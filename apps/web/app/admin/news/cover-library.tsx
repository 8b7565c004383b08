import type { NewsCoverLibrary } from "@quillspin/contracts";
import { staffTime } from "../admin-time";

/**
 * The media library: the covers uploaded before, to pick one again. A choice of radio buttons, so
 * it is posted with the form when scripts are off; with scripts a pick fills the cover field at once.
 */
export function CoverLibrary({
  covers,
  chosen,
  onPick,
}: {
  covers: NewsCoverLibrary;
  chosen: string;
  onPick: (url: string) => void;
}) {
  if (covers.length === 0) return null;
  return (
    <details className="news-desk__library">
      <summary>Pick an earlier cover ({covers.length})</summary>
      <fieldset className="news-desk__library-choices">
        <legend className="visually-hidden">Covers uploaded before</legend>
        {covers.map((cover) => (
          <label key={cover.url} className="news-desk__library-choice">
            <input
              type="radio"
              name="coverPick"
              value={cover.url}
              checked={chosen === cover.url}
              onChange={() => onPick(cover.url)}
            />
            <img src={cover.url} alt="" width={160} height={84} loading="lazy" />
            <span>Uploaded {staffTime(cover.uploadedAt, "second")}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
