#!/usr/bin/env bash
# What `make bench` needs beyond the Swift toolchain, on Debian or Ubuntu:
#   libcurl4-openssl-dev  LabelsBench links LabelsRuntime, so FoundationNetworking, whose static link
#                         (--static-swift-stdlib) needs libcurl's development files
#   python3               the baselines in Sources/LabelsBench/Python
#   time                  /usr/bin/time, the peak memory of each measured process
#   chromium, chromium-driver, selenium
#                         the studio's rows, in headless Chromium: Scripts/install-browser.sh, which
#                         this script runs
#   deepdiff==9.1.0       the DeepDiff row (optional: without it the row says "not installed"); only
#                         with --deepdiff, by pip into the python3 on PATH
#   orjson==3.8.3         the orjson rows of format and diff (optional, as DeepDiff); only with
#                         --orjson, by pip into the python3 on PATH
#
# usage: Scripts/install-bench-prerequisites.sh [--deepdiff] [--orjson]   install them (as root)
#        Scripts/install-bench-prerequisites.sh --check        say what is missing; exit 1 if anything is
set -euo pipefail

missing=()
compgen -G '/usr/lib/*/libcurl.so' >/dev/null || compgen -G '/usr/lib/libcurl.so' >/dev/null \
  || missing+=(libcurl4-openssl-dev)
command -v python3 >/dev/null || missing+=(python3)
[ -x /usr/bin/time ] || missing+=(time)

browser="$(dirname "$0")/install-browser.sh"

case "${1:-}" in
--check)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "make bench needs: ${missing[*]}; run 'sudo Scripts/install-bench-prerequisites.sh'" >&2
    exit 1
  fi
  "$browser" --check
  ;;
"" | --deepdiff | --orjson)
  for option in "$@"; do
    case "$option" in
    --deepdiff | --orjson) ;;
    *)
      echo "usage: $0 [--check | [--deepdiff] [--orjson]]" >&2
      exit 64
      ;;
    esac
  done
  if [ ${#missing[@]} -gt 0 ]; then
    apt-get update
    apt-get install -y --no-install-recommends "${missing[@]}"
  fi
  "$browser"
  for option in "$@"; do
    case "$option" in
    --deepdiff) python3 -m pip install 'deepdiff==9.1.0' ;;
    --orjson) python3 -m pip install 'orjson==3.8.3' ;;
    esac
  done
  ;;
*)
  echo "usage: $0 [--check | [--deepdiff] [--orjson]]" >&2
  exit 64
  ;;
esac
