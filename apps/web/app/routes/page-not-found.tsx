import { data } from "react-router";

/** Any path no other route matches: a real 404 whose view the layout's error boundary shows. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function PageNotFound() {
  return null;
}
