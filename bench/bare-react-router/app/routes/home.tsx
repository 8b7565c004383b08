import { Link } from "react-router";

export default function Home() {
  return (
    <main>
      <h1>A bare React Router app</h1>
      <p>
        The home page of a framework-mode app with nothing added: the bench weighs its scripts as the
        yardstick of the site's home page.
      </p>
      <Link to="/news">News</Link>
    </main>
  );
}

export function meta() {
  return [{ title: "Bare React Router app" }];
}
