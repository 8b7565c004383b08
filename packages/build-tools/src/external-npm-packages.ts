import type { Plugin } from "esbuild";

/**
 * esbuild plugin for the server bundles (API and site): workspace packages are TypeScript sources, so
 * they are bundled in; every npm package stays external and loads from node_modules at run time.
 */
export const externalNpmPackages: Plugin = {
  name: "external-npm-packages",
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@quillspin/") ? undefined : { path: args.path, external: true },
    );
  },
};
