#!/usr/bin/env bash
# What `make firebase-admin` needs beyond the Swift toolchain: Google's own Realtime Database client,
# firebase-admin from PyPI, and pytest to run its test (Tests/FirebaseAdmin), by pip into the python3 on
# PATH. The versions are pinned so that a new SDK release changes nothing until this line does.
#
# usage: Scripts/install-firebase-admin.sh          install them
#        Scripts/install-firebase-admin.sh --check  say what is missing; exit 1 if anything is
set -euo pipefail

packages=('firebase-admin==7.7.0' 'pytest==9.0.3')

missing=()
command -v python3 >/dev/null || {
  echo "make firebase-admin needs python3 (Debian: apt-get install python3 python3-pip)" >&2
  exit 1
}
for package in "${packages[@]}"; do
  name=${package%%==*}
  version=${package##*==}
  installed=$(python3 -m pip show "$name" 2>/dev/null | sed -n 's/^Version: //p' || true)
  [ "$installed" = "$version" ] || missing+=("$package")
done

case "${1:-}" in
--check)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "make firebase-admin needs: ${missing[*]}; run 'Scripts/install-firebase-admin.sh'" >&2
    exit 1
  fi
  ;;
"")
  [ ${#missing[@]} -eq 0 ] || python3 -m pip install --quiet "${missing[@]}"
  ;;
*)
  echo "usage: $0 [--check]" >&2
  exit 64
  ;;
esac
