#!/usr/bin/env bash
# What the studio's browser test (.ci/studio-drill, Tests/Browser) needs beyond the Swift toolchain:
# headless Chromium and its driver from Debian's packages (`chromium`, `chromium-driver`), and Selenium
# from PyPI, pinned. The tests give
# Selenium the driver's path (/usr/bin/chromedriver), so nothing downloads a browser or a driver at run
# time (Selenium Manager is never asked).
#
# usage: Scripts/install-browser.sh          install what is missing
#        Scripts/install-browser.sh --check  say what is missing; exit 1 if anything is
set -euo pipefail

python_packages=('selenium==4.27.1')
debian_packages=(chromium chromium-driver)

missing_python=()
missing_debian=()
command -v python3 >/dev/null || {
  echo "the studio's browser test needs python3 (Debian: apt-get install python3 python3-pip)" >&2
  exit 1
}
for package in "${python_packages[@]}"; do
  name=${package%%==*}
  version=${package##*==}
  installed=$(python3 -m pip show "$name" 2>/dev/null | sed -n 's/^Version: //p' || true)
  [ "$installed" = "$version" ] || missing_python+=("$package")
done
for package in "${debian_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing_debian+=("$package")
done

case "${1:-}" in
--check)
  missing=("${missing_debian[@]}" "${missing_python[@]}")
  if [ ${#missing[@]} -gt 0 ]; then
    echo "the studio's browser test needs: ${missing[*]}; run 'Scripts/install-browser.sh'" >&2
    exit 1
  fi
  ;;
"")
  if [ ${#missing_debian[@]} -gt 0 ]; then
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing_debian[@]}"
  fi
  [ ${#missing_python[@]} -eq 0 ] || python3 -m pip install --quiet "${missing_python[@]}"
  ;;
*)
  echo "usage: $0 [--check]" >&2
  exit 64
  ;;
esac
