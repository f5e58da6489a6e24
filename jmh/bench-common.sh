# Sourced by jmh/run-peers.sh and jmh/run-sweep.sh (not run on its own): parses --quick and
# --no-build, moves to the project root, builds jmh/target/benchmarks.jar unless --no-build.
# Sets: quick (0/1), root, out (jmh/target), jar. Needs: script (the caller's name, for
# messages), help_lines (the sed range of the caller's usage comment), and the caller's "$@".
quick=0
build=1
for arg in "$@"; do
  case "$arg" in
    --quick) quick=1 ;;
    --no-build) build=0 ;;
    -h|--help) sed -n "$help_lines" "$0"; exit 0 ;;
    *) echo "$script: unknown argument '$arg' (expected --quick or --no-build)" >&2; exit 2 ;;
  esac
done

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out="$root/jmh/target"
jar="$out/benchmarks.jar"

if [[ $build == 1 ]]; then
  echo "== building $jar"
  # shellcheck disable=SC2086
  mvn ${PEERS_MVN_FLAGS:-} -q -B -DskipTests -pl jmh -am package
fi
[[ -f "$jar" ]] || { echo "$script: $jar is missing (build failed?)" >&2; exit 1; }
mkdir -p "$out"
