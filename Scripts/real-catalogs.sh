#!/usr/bin/env bash
# Real catalogs: what a new team sees when it starts from an app's String Catalog or .strings tables
# (docs/apple-formats.md, "Real catalogs"). For each NAME=PATH it clones this repository (its last
# commit) into a temporary folder, runs `init` there on PATH with --skip-unsupported, times a clean
# debug build of the generated project (swift build --product LabelsParser, holding
# /tmp/swift-build.lock), runs `make export`, then `emit` (xcstrings for a catalog, strings for
# tables) and counts the original's texts that the emitted files hold identically. It prints one
# Markdown table row per input.
#
#   Scripts/real-catalogs.sh [--parser PATH] NAME=PATH...
#
# PATH is a .xcstrings file, or a folder of <locale>.lproj folders whose .strings and .stringsdict
# files are imported together (Base.lproj's as the base locale's, en, as init reads them: merged into
# en.lproj's table of the same name, en.lproj's own entries winning). --parser is the LabelsParser
# that runs init, default .build/release/LabelsParser (swift build -c release --product LabelsParser).
# Needs git, swift and iconv. Where flock(1) exists (Linux), each build holds the lock file
# SWIFT_BUILD_LOCK (default /tmp/swift-build.lock), so that other builds on the machine are not timed;
# KEEP=1 keeps each temporary folder (its path goes to stderr) with the import report, the logs and the
# texts compared. A text is one "value" of the catalog (a stringUnit, a plural or device form) under its
# key, locale and place, or one "key" = "value"; line or .stringsdict form of a table; texts are compared
# as the files write them (JSON or .strings escapes included). The emitted column adds what the report
# says they differ by: translations not taken (gaps that hold the base text) and keys left out.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
parser="$here/.build/release/LabelsParser"
if [ "${1:-}" = --parser ]; then
  parser="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
  shift 2
fi
[ $# -gt 0 ] || { echo "usage: Scripts/real-catalogs.sh [--parser PATH] NAME=PATH..." >&2; exit 64; }
[ -x "$parser" ] || { echo "no LabelsParser at $parser: swift build -c release --product LabelsParser" >&2; exit 66; }
lock="${SWIFT_BUILD_LOCK:-/tmp/swift-build.lock}"
# The command that runs a build holding the lock: flock where it exists (macOS has none), else nothing.
locked=""
if command -v flock >/dev/null; then locked="flock $lock"; fi

# Every text of a catalog in Xcode's layout (one member per line), as KEY<tab>LOCALE<tab>PLACE<tab>VALUE,
# and each key as KEY<tab><tab>key. Both the app's catalog and emit's are written so.
catalog_texts() {
  awk '
    function name(line) {
      if (match(line, /^[ ]*"([^"\\]|\\.)*" : /)) {
        s = substr(line, RSTART, RLENGTH); sub(/^[ ]*"/, "", s); sub(/" : $/, "", s); return s
      }
      return ""
    }
    /^[ ]*("([^"\\]|\\.)*" : )?[{[][ ]*$/ { stack[++depth] = name($0); if (depth == 3 && stack[2] == "strings") print stack[3] "\t\tkey"; next }
    /^[ ]*[]}],?[ ]*$/ { depth--; next }
    /^[ ]*"value" : "/ && depth >= 5 && stack[2] == "strings" {
      place = ""
      for (i = 6; i <= depth; i++) place = place "/" stack[i]
      value = $0; sub(/^[ ]*"value" : /, "", value); sub(/,$/, "", value)
      print stack[3] "\t" stack[5] "\t" place "\t" value
    }
  ' "$1"
}

# Every text of the tables under a folder of <locale>.lproj folders, as LOCALE<tab>KEY<tab>PLACE<tab>VALUE:
# each one-line "key" = "value"; of the .strings files, and each plural form of the .stringsdict files
# under its key and category (the variable's name and the format key are how the file says it, not texts).
table_texts() {
  local dir=$1 file locale
  for file in "$dir"/*.lproj/*.strings "$dir"/*.lproj/*.stringsdict; do
    [ -f "$file" ] || continue
    locale="$(basename "$(dirname "$file")" .lproj)"
    # Base Internationalization: Base.lproj holds the base locale's tables, en here as init reads them.
    [ "$locale" = Base ] && locale=en
    if [ "$(head -c 2 "$file" | od -An -tx1 | tr -d ' ')" = fffe ] ||
      [ "$(head -c 2 "$file" | od -An -tx1 | tr -d ' ')" = feff ]; then
      iconv -f UTF-16 -t UTF-8 "$file"
    else
      cat "$file"
    fi | case "$file" in
      *.strings)
        sed 's/^\xef\xbb\xbf//' | awk -v locale="$locale" '
          match($0, /^[ \t]*"([^"\\]|\\.)*"[ \t]*=[ \t]*"([^"\\]|\\.)*"[ \t]*;[ \t]*$/) {
            line = $0; sub(/^[ \t]*"/, "", line); sub(/"[ \t]*;[ \t]*$/, "", line)
            split(line, parts, /"[ \t]*=[ \t]*"/)
            print locale "\t" parts[1] "\t\t" parts[2]
            n++
          }' ;;
      *)
        awk -v locale="$locale" '
          /<dict>/ { stack[++depth] = pending; pending = ""; next }
          /<\/dict>/ { depth--; next }
          match($0, /<key>[^<]*<\/key>/) { pending = substr($0, RSTART + 5, RLENGTH - 11); next }
          match($0, /<string>.*<\/string>/) {
            value = substr($0, RSTART + 8, RLENGTH - 17)
            if (depth == 3 && pending !~ /^NSString/) print locale "\t" stack[2] "\tplural/" pending "\t" value
            pending = ""
          }' ;;
      esac
  done
}

# The keys skipped for each kind of reason, as "3 several counts, 1 device variations" from the import
# report's "- KEY (LOCALE): reason" lines.
skip_reasons() {
  awk '
    /^## Skipped/ { on = 1; next }
    /^## / { on = 0 }
    on && match($0, / \([A-Za-z0-9-]+\): /) {
      key = substr($0, 3, RSTART - 3); reason = substr($0, RSTART + RLENGTH)
      if (reason ~ /several counts/) kind = "several counts"
      else if (reason ~ /format other than exactly its variable/) kind = "text around a plural variable"
      else if (reason ~ /device variations/) kind = "device variations"
      else if (reason ~ /string set|stringSet/) kind = "stringSet"
      else if (match(reason, /lint refuses.*\[[a-z-]+\]$/)) {
        kind = "base text lint refuses: " substr(reason, RSTART, RLENGTH); sub(/^.*\[/, "base text lint refuses: ", kind); sub(/\]$/, "", kind)
      } else kind = reason
      if (!((kind, key) in seen)) { seen[kind, key] = 1; count[kind]++; total++ }
    }
    END {
      printf "%d", total
      if (total) {
        printf " ("
        n = 0
        for (kind in count) printf "%s%d %s", (n++ ? ", " : ""), count[kind], kind
        printf ")"
      }
    }'
}

# What the import report says the emitted texts differ by, as "; 12 not taken, 67 left out": translations
# lint would refuse, imported as gaps (the base text), and keys the base locale lacks.
gaps() {
  awk '
    /^## Translations not taken: / { taken = $NF }
    /^## Left out: / { left = $NF }
    END { if (taken + left) printf "; %d not taken, %d left out", taken, left }'
}

row() {
  local label=$1 input=$2 work kind keys locales
  work="$(mktemp -d)"
  if [ -n "${KEEP:-}" ]; then echo "$label: $work" >&2; else trap 'rm -rf "$work"' RETURN; fi
  git clone -q "$here" "$work/project"
  local project="$work/project" inputs=()
  if [ -f "$input" ]; then
    kind=xcstrings
    inputs=("$input")
    catalog_texts "$input" >"$work/original.tsv"
    keys=$(awk -F'\t' '$3 == "key"' "$work/original.tsv" | wc -l)
    locales=$(awk -F'\t' '$2 != "" { print $2 }' "$work/original.tsv" | sort -u | wc -l)
  else
    kind=strings
    for file in "$input"/*.lproj/*.strings "$input"/*.lproj/*.stringsdict; do
      [ -f "$file" ] && inputs+=("$file")
    done
    table_texts "$input" >"$work/original.tsv"
    keys=$(cut -f2 "$work/original.tsv" | sort -u | wc -l)
    locales=$(find "$input" -mindepth 1 -maxdepth 1 -name '*.lproj' | wc -l)
  fi
  local init=0
  (cd "$project" && "$parser" init "$kind" "${inputs[@]}" --skip-unsupported) >"$work/init.out" 2>"$work/init.err" || init=$?
  local imported skipped
  imported=$(grep -o '^Imported [0-9]* labels' "$work/init.out" | grep -o '[0-9]*' || echo 0)
  skipped=$(skip_reasons <"$work/init.out")
  if [ "$init" -ne 0 ] && [ "$init" -ne 1 ]; then
    local why
    why=$(head -1 "$work/init.err" | cut -c1-160)
    printf '| %s | %s | %s | init exit %s: %s | | | | |\n' "$label" "$keys" "$locales" "$init" "$why"
    return
  fi
  local build=0 seconds
  # Timed while holding the lock, so waiting for another build is not counted.
  (cd "$project" && $locked bash -c \
    'started=$(date +%s.%N); swift build --product LabelsParser >build.log 2>&1; status=$?
     echo "$started $(date +%s.%N)" | awk "{ printf \"%.0f\", \$2 - \$1 }" >build.seconds; exit $status') || build=$?
  mv "$project/build.log" "$work/build.log"
  seconds="$(cat "$project/build.seconds") s"
  local export=0 exported emitted="-"
  (cd "$project" && make export SWIFT="${locked:+$locked }swift") >"$work/export.log" 2>&1 || export=$?
  if [ "$export" -eq 0 ]; then exported="yes (0)"; else exported="no ($export: $(grep -m1 'error' "$work/export.log" | cut -c1-120))"; fi
  if [ "$build" -eq 0 ]; then
    local emit=0
    if [ "$kind" = xcstrings ]; then
      (cd "$project" && .build/debug/LabelsParser emit xcstrings --output "$work/emit") >"$work/emit.log" 2>&1 || emit=$?
      [ "$emit" -eq 0 ] && catalog_texts "$work/emit/Labels.xcstrings" >"$work/emitted.tsv"
    else
      (cd "$project" && .build/debug/LabelsParser emit strings --output "$work/emit") >"$work/emit.log" 2>&1 || emit=$?
      [ "$emit" -eq 0 ] && table_texts "$work/emit" >"$work/emitted.tsv"
    fi
    if [ "$emit" -eq 0 ]; then
      local total same
      total=$(awk -F'\t' '$3 != "key"' "$work/original.tsv" | sort -u | tee "$work/a" | wc -l)
      awk -F'\t' '$3 != "key"' "$work/emitted.tsv" | sort -u >"$work/b"
      same=$(comm -12 "$work/a" "$work/b" | wc -l)
      emitted="$same of $total$(gaps <"$work/init.out")"
    else
      emitted="emit exit $emit: $(head -1 "$work/emit.log" | cut -c1-120)"
    fi
  else
    seconds="failed ($build): $(grep -m1 'error:' "$work/build.log" | cut -c1-120)"
  fi
  printf '| %s | %s | %s | %s (init exit %s) | %s | %s | %s | %s |\n' \
    "$label" "$keys" "$locales" "$imported" "$init" "$skipped" "$exported" "$emitted" "$seconds"
}

echo "| app (repository) | keys | locales | imported | skipped keys (by reason) | exported | emitted back identical | debug build |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
for argument in "$@"; do
  row "${argument%%=*}" "$(cd "$(dirname "${argument#*=}")" && pwd)/$(basename "${argument#*=}")"
done
