#!/bin/bash
# For each DIR/*.sql: run it through the project's ./varve (or $VARVE) in a fresh warehouse, from a fresh working
# directory (a CREATE CATALOG with a relative 'warehouse' lands there; flink-oracle gives such a catalog a fresh
# directory too), and write its .out; a script that fails gets a '-- exit: 1' directive (second line), as the goldens do.
# Usage: flink-oracle/fuzz/varve_outs.sh DIR   (build ./varve first: mvn -o -B -q -pl cli -am package -DskipTests;
# VARVE=/path/to/varve runs another build, e.g. a copy of varve + cli/target frozen while the sources change)
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
varve=${VARVE:-$root/varve}
dir=$(cd "$1" && pwd)
for f in "$dir"/*.sql; do
  w=$(mktemp -d)
  mkdir "$w/wh" "$w/cwd"
  grep -v '^-- exit: 1' "$f" > "$f.tmp" && mv "$f.tmp" "$f"
  out=$(cd "$w/cwd" && timeout 120 "$varve" --warehouse="$w/wh" sql -f "$f" 2>"$f.err"); rc=$?
  # the warehouse directory (SHOW CREATE TABLE's 'path') as <warehouse>, as KernelGoldenTest and flink-oracle print it
  printf '%s\n' "$out" | grep -v '^\s*$' | sed "s#$w/wh#<warehouse>#g" > "${f%.sql}.out"
  if [ $rc -ne 0 ]; then sed -i '1a -- exit: 1' "$f"; echo "$(basename "$f"): $(tail -1 "$f.err" | cut -c1-200)"; fi
  rm -rf "$w" "$f.err"
done
