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
exec "${CHROME_PATH:-/usr/bin/chromium}" "${args[@]}"
