#!/usr/bin/env bash
# One command to run every test on a fresh machine: installs what is missing, then `pnpm test`
# (layer check, lint, typecheck, unit, API, component, Storybook and browser tests).
# With TEST_DATABASE_URL set, the API suite also runs on that PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
WITH_CHROMIUM=1 bash scripts/setup.sh
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
exec pnpm test
