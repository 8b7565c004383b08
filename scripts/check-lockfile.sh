#!/usr/bin/env bash
# Verifies that `npm ci` accepts the lockfile, as CI will run it, without touching node_modules.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cp "$root/package.json" "$root/package-lock.json" "$tmp/"
for manifest in "$root"/apps/*/package.json "$root"/packages/*/package.json; do
  relative="${manifest#"$root"/}"
  mkdir -p "$tmp/$(dirname "$relative")"
  cp "$manifest" "$tmp/$relative"
done
cd "$tmp"
if npm ci --dry-run --ignore-scripts >"$tmp/out.log" 2>&1; then
  echo "lockfile: npm ci accepts it"
else
  grep -E "error" "$tmp/out.log" | head -20
  exit 1
fi
