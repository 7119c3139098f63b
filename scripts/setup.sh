#!/usr/bin/env bash
# Installs what a fresh machine (Node and npm only) lacks: pnpm at the version package.json
# pins, Debian's Chromium for the browser tests (when asked), and the workspace's dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  echo "== installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION"
fi

if [ "${WITH_CHROMIUM:-0}" = 1 ]; then
  CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "== installing Debian's chromium for the browser tests"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  fi
fi

echo "== pnpm install --frozen-lockfile"
pnpm install --frozen-lockfile
