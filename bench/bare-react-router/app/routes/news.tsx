import { Link, useLoaderData } from "react-router";

// The shape of a news list: ten articles with a title, a date and a summary, like the site's /news
// first page, made in the process so the page costs only React Router's rendering.
export function loader() {
  const articles = Array.from({ length: 10 }, (_, index) => {
    const day = String(index + 1).padStart(2, "0");
    return {
      slug: `article-${index + 1}`,
      title: `Studio news number ${index + 1}: a new game reaches the lobbies`,
      publishedAt: `2026-03-${day}T09:00:00.000Z`,
      summary:
        "A summary of a few sentences, as long as an article's on the news list: what was released, for " +
        "which markets, and where partners can read more about its maths and its features.",
      tags: ["release", "partners"],
    };
  });
  return { articles, total: 10 };
}

export default function News() {
  const { articles, total } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>News</h1>
      <p>{total} articles</p>
      <ul>
        {articles.map((article) => (
          <li key={article.slug}>
            <article>
              <h2>
                <Link to={`/news/${article.slug}`}>{article.title}</Link>
              </h2>
              <time dateTime={article.publishedAt}>{article.publishedAt.slice(0, 10)}</time>
              <p>{article.summary}</p>
              <ul>
                {article.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}

export function meta() {
  return [{ title: "News | Bare React Router app" }];
}
