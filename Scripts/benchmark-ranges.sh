#!/usr/bin/env bash
# Runs composer-benchmark several times and prints, for every line that carries a ratio, the
# range of that ratio over the runs and how many runs met its target. This is how the README
# and the Performance article get their ranges: one run can be lucky or unlucky, especially on
# a busy machine, and a figure quoted from one run does not reproduce.
#
#   Scripts/benchmark-ranges.sh                  # 5 full runs
#   Scripts/benchmark-ranges.sh 7 frame-budget   # 7 runs of one group (any groups, any order)
#
# Each run's output is kept in .build-ranges/run-N.txt with the machine's load average before
# the run (from /proc/loadavg) on its first line, so a range can be read against the load.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=5
if [[ $# -gt 0 && $1 =~ ^[0-9]+$ ]]; then
  runs=$1
  shift
fi
if ((runs < 1)); then
  echo "benchmark-ranges: the number of runs must be at least 1" >&2
  exit 2
fi

swift build -c release --scratch-path .build-release --product composer-benchmark >&2
binary=.build-release/release/composer-benchmark
out=.build-ranges
rm -rf "$out"
mkdir -p "$out"

for ((run = 1; run <= runs; run++)); do
  load=$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo "unknown")
  echo "benchmark-ranges: run $run of $runs (load average $load)" >&2
  {
    echo "load average before the run: $load"
    "$binary" "$@"
  } >"$out/run-$run.txt"
done

# A figure is a number with its unit ("1.86x", "60.79 µs", "3.59 MB", "5.96%") or any number
# with a decimal point (the phases of a by-phase line). A line's key is its text with every
# figure replaced by '#' and "NOT met" read as "met", so the same line of
# every run shares one key (sizes such as "1000 items" stay in the key). The first run's
# wording is printed with each figure replaced by its range over the runs, and, for a line with
# a target, the number of runs that met it.
awk -v runs="$runs" '
  function figure(text) { return match(text, /[0-9]+\.[0-9]+( ?(x|µs|us|ns|ms|MB|%))?|[0-9]+ ?(x|µs|us|ns|ms|MB|%)/) }
  FNR == 1 { next }
  {
    key = $0
    gsub(/NOT met/, "met", key)
    gsub(/[0-9]+\.[0-9]+( ?(x|µs|us|ns|ms|MB|%))?|[0-9]+ ?(x|µs|us|ns|ms|MB|%)/, "#", key)
    if (!(key in first)) {
      order[++keys] = key
      first[key] = $0
    }
    seen[key]++
    if ($0 ~ /: met/) met[key]++
    if ($0 ~ /: (NOT )?met/) targeted[key] = 1
    line = $0
    n = 0
    while (figure(line)) {
      n++
      token = substr(line, RSTART, RLENGTH)
      match(token, /[0-9]+(\.[0-9]+)?/)
      value = substr(token, RSTART, RLENGTH) + 0
      if (!((key, n) in low) || value < low[key, n]) { low[key, n] = value; lowText[key, n] = substr(token, RSTART, RLENGTH) }
      if (!((key, n) in high) || value > high[key, n]) { high[key, n] = value; highText[key, n] = substr(token, RSTART, RLENGTH) }
      line = substr(line, index(line, token) + length(token))
    }
  }
  END {
    printf "ranges over %d runs: each figure as min-max; a target met in how many runs\n", runs
    for (i = 1; i <= keys; i++) {
      key = order[i]
      text = first[key]
      gsub(/: (NOT )?met/, "", text)
      result = ""
      n = 0
      while (figure(text)) {
        n++
        token = substr(text, RSTART, RLENGTH)
        before = substr(text, 1, RSTART - 1)
        text = substr(text, RSTART + RLENGTH)
        match(token, /[0-9]+(\.[0-9]+)?/)
        unit = substr(token, RSTART + RLENGTH)
        range = lowText[key, n]
        if (low[key, n] != high[key, n]) range = range "-" highText[key, n]
        result = result before range unit
      }
      if (n == 0 && !targeted[key]) continue
      result = result text
      if (targeted[key]) result = result sprintf("  [met in %d of %d runs]", met[key] + 0, seen[key])
      print result
    }
  }
' "$out"/run-*.txt
