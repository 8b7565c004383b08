import { PassThrough } from "node:stream";
import { defaultLocale } from "@quillspin/contracts";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { bootsAtOnce } from "./first-paint/boot-at-once";
import { documentScriptOf } from "./first-paint/document-scripts.server";
import { firstPaintStream } from "./first-paint/first-paint-stream.server";
import { loadMessages } from "./locale/messages";
import { cspNonceContext } from "./request-context";

// Error views render even when no loader ran (a request that fails before routing), so the
// default strings are loaded before the first request.
await loadMessages(defaultLocale);

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider | undefined,
) {
  // The web server's nonce for this answer (server/app.ts); every inline script React and React Router
  // write carries it. Prerendering passes none: the build allows those pages' scripts by hash instead.
  const nonce = loadContext?.get(cspNonceContext) ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once; browsers get the shell early.
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const readyEvent = waitForAll ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          // Production documents paint from inline styles before the app's code loads (decision 23), but
          // for a route that boots at once (decision 42); the development server serves both itself.
          const { matches } = routerContext.staticHandlerContext;
          const body = import.meta.env.PROD
            ? firstPaintStream({ deferModules: !bootsAtOnce(matches), headScript: documentScriptOf(matches) })
            : new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
