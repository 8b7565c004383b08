import { uploadedCoverFilePattern } from "@quillspin/contracts";
import { serverApiBaseUrl } from "../config/settings.server";
import type { Route } from "./+types/news-uploaded-cover";

/**
 * Covers uploaded on the news desk live in the API's database (decision 0018); the site serves them
 * under /images/news/uploads/ beside its own covers, so the cover's srcset (`@2x`) works the same.
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (!uploadedCoverFilePattern.test(params.file)) return new Response(null, { status: 404 });
  const answer = await fetch(`${serverApiBaseUrl}/news/covers/${params.file}`);
  if (!answer.ok) return new Response(null, { status: answer.status === 404 ? 404 : 502 });
  return new Response(answer.body, {
    headers: {
      "content-type": "image/webp",
      "cache-control": answer.headers.get("cache-control") ?? "public, max-age=300",
    },
  });
}
