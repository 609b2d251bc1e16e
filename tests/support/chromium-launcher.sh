#!/usr/bin/env bash
# Starts Debian's Chromium with every --disable-features list it is given merged into one.
# Chromium reads only the last of them, and Playwright passes a list of its own before ours
# (tests/support/chromium.mjs, LEAN_CHROMIUM): without the merge, either list would undo the other.
set -euo pipefail
features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if [ "${#features[@]}" -gt 0 ]; then
  args+=("--disable-features=$(IFS=,; echo "${features[*]}")")
fi
# The browser: LAUNCHER_CHROMIUM where a tool's CHROME_PATH names this launcher (Lighthouse's
# chrome-launcher reads it), else CHROME_PATH, as everywhere in the project.
browser="${LAUNCHER_CHROMIUM:-${CHROME_PATH:-/usr/bin/chromium}}"
if [ "$browser" -ef "$0" ]; then
  echo "chromium-launcher.sh: CHROME_PATH names this launcher; set LAUNCHER_CHROMIUM to the browser" >&2
  exit 1
fi
# .ci/run installs Chromium in the background while the checks that need no browser run; the
# first launch waits for the install to end (at most 10 minutes), and says so if it failed.
if [ -n "${CHROMIUM_INSTALL_STATUS:-}" ]; then
  for _ in $(seq 600); do
    [ -s "$CHROMIUM_INSTALL_STATUS" ] && break
    sleep 1
  done
  status="$(cat "$CHROMIUM_INSTALL_STATUS" 2>/dev/null || echo "no answer in 10 minutes")"
  if [ "$status" != 0 ]; then
    echo "chromium-launcher.sh: Debian's Chromium did not install (apt-get: $status)" >&2
    exit 1
  fi
fi
exec "$browser" "${args[@]}"
