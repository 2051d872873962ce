#!/usr/bin/env bash
# npm run test:package (npm test runs it after the build): the package a partner installs, end to end.
# Builds @simu/widgets (npm run build:package), packs it with `npm pack`, installs the tarball into a
# temporary copy of tests/fixtures/partner-app (a React 19 app, TypeScript strict, skipLibCheck off), then
# type-checks and builds that app (kept in $SIMU_DIST/partner-app/ for tests/e2e/partner-react-app.spec.ts).
# The app's own dependencies (React and its types) come from the registry through npm's cache; tsc and vite
# are the repository's own.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
dist=${SIMU_DIST:-dist}
case "$dist" in /*) ;; *) dist="$root/$dist" ;; esac

npm run --silent build:package
work=$(mktemp -d "${TMPDIR:-/tmp}/simu-partner-app-XXXXXX")
trap 'rm -rf "$work"' EXIT

tarball=$(cd "$dist/package" && npm pack --json --pack-destination "$work" 2>/dev/null | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s)[0].filename))")
mv "$work/$tarball" "$work/simu-widgets.tgz"
echo "packed $tarball ($(du -k "$work/simu-widgets.tgz" | cut -f1) KB)"

cp -r tests/fixtures/partner-app "$work/app"
cd "$work/app"
npm install --prefer-offline --no-audit --no-fund --no-package-lock --loglevel=error >/dev/null
echo "installed: $(node -p "require('@simu/widgets/package.json').name + ' ' + require('@simu/widgets/package.json').version")"
"$root/node_modules/.bin/tsc" -p tsconfig.json
echo "type check: 0 errors"
"$root/node_modules/.bin/vite" build
test -s dist/index.html
ls dist/assets/*.js >/dev/null
echo "built: $(ls dist/assets | wc -l) files in dist/assets"
# Kept for tests/e2e/partner-react-app.spec.ts, which runs the app in Chromium against the e2e server.
rm -rf "$dist/partner-app" && cp -r dist "$dist/partner-app"
