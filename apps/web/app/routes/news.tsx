import { brand } from "@quillspin/content";
import { useMessages } from "../locale/locale-context";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/news";

export default function News() {
  const m = useMessages();
  return (
    <section className="section" aria-labelledby="news-title">
      <h1 id="news-title">{m.news.title}</h1>
      <p role="status">{m.news.empty}</p>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches);
  return pageMeta({ title: m.news.title, description: m.news.description(brand.name), path: "/news" });
}
