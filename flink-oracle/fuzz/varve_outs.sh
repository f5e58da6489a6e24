#!/bin/bash
# For each DIR/*.sql: run it through the project's ./varve in a fresh warehouse and write its .out;
# a script that fails gets a '-- exit: 1' directive (second line), as the goldens do.
# Usage: flink-oracle/fuzz/varve_outs.sh DIR   (build ./varve first: mvn -o -B -q -pl cli -am package -DskipTests)
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=$1
for f in "$dir"/*.sql; do
  w=$(mktemp -d)
  grep -v '^-- exit: 1' "$f" > "$f.tmp" && mv "$f.tmp" "$f"
  out=$(cd "$root" && timeout 120 ./varve --warehouse="$w" sql -f "$f" 2>"$f.err"); rc=$?
  printf '%s\n' "$out" | grep -v '^\s*$' > "${f%.sql}.out"
  if [ $rc -ne 0 ]; then sed -i '1a -- exit: 1' "$f"; echo "$(basename "$f"): $(tail -1 "$f.err" | cut -c1-200)"; fi
  rm -rf "$w" "$f.err"
done
