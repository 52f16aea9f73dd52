#!/usr/bin/env bash
# Prints the CPU time each test suite takes, slowest first, and the total: where the suite's run
# time goes. Swift Testing's "passed after" times are wall clock in a parallel run and mean
# little; this runs one suite at a time, in a process of its own, and reads its user and system
# CPU (`/usr/bin/time`), less that of a run that selects no test (the process's own start-up).
#
#   swift build --build-tests
#   bash Scripts/suite-times.sh            # the slowest ten suites
#   bash Scripts/suite-times.sh 0          # every suite
#   BUILD=.build bash Scripts/suite-times.sh
#
# A suite here is what precedes the first "/" of a test's identifier (`Module.Suite`), so a
# nested suite counts with its outer one. Needs a test build; builds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

shown="${1:-10}"
build="${BUILD:-.build}"
binary="$(ls -d "$build"/debug/*PackageTests.xctest 2>/dev/null | head -1)"
if [ -z "$binary" ]; then
  echo "no test build in $build/debug: run swift build --build-tests first" >&2
  exit 1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The suites, from the list of tests the test build has.
swift test --skip-build --scratch-path "$build" list 2>/dev/null \
  | grep -E '^[A-Za-z0-9_]+\.[A-Za-z0-9_]+' | sed -E 's#/.*##' | sort -u >"$work/suites"

# CPU seconds (user + system) of one run of the Swift Testing tests that match a filter.
cpu() {
  local status=0
  /usr/bin/time -f '%U %S' -o "$work/time" \
    "$binary" --testing-library swift-testing --filter "$1" >"$work/out" 2>&1 || status=$?
  # 69: no test matched, as for the start-up run.
  if [ "$status" != 0 ] && [ "$status" != 69 ]; then
    echo "FAILED ($status): $1" >&2
    grep -v '^.*passed after' "$work/out" | tail -20 >&2
  fi
  tail -n 1 "$work/time" | awk '{ printf "%.2f\n", $1 + $2 }'
}

empty="$(cpu '^NoSuchSuite\.NoSuchTest$')"
while read -r suite; do
  # The suite's tests and nothing that merely begins with its name.
  total="$(cpu "^$(printf '%s' "$suite" | sed 's/\./\\./g')/")"
  awk -v t="$total" -v e="$empty" -v s="$suite" 'BEGIN { printf "%8.2f %s\n", t - e, s }'
done <"$work/suites" | sort -rn >"$work/times"

count="$(wc -l <"$work/times")"
sum="$(awk '{ s += $1 } END { printf "%.1f", s }' "$work/times")"
echo "CPU seconds per suite (user + system, less $empty s of start-up), slowest first:"
if [ "$shown" = 0 ]; then cat "$work/times"; else head -n "$shown" "$work/times"; fi
echo "$count suites, $sum CPU seconds in all"
