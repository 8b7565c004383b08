import { type Milestone, roadmapResponseSchema } from "@quillspin/contracts";
import { serverApi } from "../api/server-api.server";

/**
 * The roadmap as the API keeps it, asked afresh on every request: the page and the calendar feed
 * show an editor's change at once, and one small query per view costs the API next to nothing.
 */
export async function loadRoadmap(request: Request): Promise<Milestone[]> {
  const answer = await serverApi(request).get("/roadmap", undefined, { schema: roadmapResponseSchema });
  return answer.data;
}
