#!/usr/bin/env bash
# One command to install and start the whole product on the embedded database with demo data:
# the API on :3000, the back office on :5173, the webform on :5174.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export TURBO_TELEMETRY_DISABLED=1
exec pnpm start
