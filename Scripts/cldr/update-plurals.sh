#!/usr/bin/env bash
# Copies CLDR's plurals.xml, its version and its licence from Debian's unicode-cldr-core into
# Sources/LabelsCore/Plurals/CLDR/, then regenerates the Swift plural rules and test samples from it.
# Installs the package with apt-get when it is missing. The committed copy is what the generator and the
# tests read, so only this update needs the package.
set -euo pipefail
cd "$(dirname "$0")/../.."

package=unicode-cldr-core
if ! dpkg -s "$package" > /dev/null 2>&1; then
  apt-get update
  apt-get install -y "$package"
fi
plurals=$(dpkg -L "$package" | grep '/supplemental/plurals\.xml$')
dtd=$(dpkg -L "$package" | grep '/dtd/ldmlSupplemental\.dtd$')
version=$(sed -n 's/.*cldrVersion CDATA #FIXED "\([^"]*\)".*/\1/p' "$dtd")
if [ -z "$version" ]; then
  echo "error: no cldrVersion in $dtd" >&2
  exit 1
fi

data=Sources/LabelsCore/Plurals/CLDR
cp "$plurals" "$data/plurals.xml"
printf '%s\n' "$version" > "$data/VERSION"
cp "/usr/share/doc/$package/copyright" "$data/LICENSE"
python3 Scripts/cldr/generate_plural_rules.py
echo "CLDR $version plural rules updated from $plurals"
