# Timing of the test run's phases, sourced by .ci/run and scripts/ci/test-all.sh.
#
#   phase NAME COMMAND...    runs COMMAND (a program or an exported function, in a new bash with
#                            errexit); one line per phase goes to
#                            $TEST_TIMINGS_DIR/phases.tsv
#   lanes NAME:FN ...        runs the shell functions FN side by side (each a lane, its output kept
#                            apart and printed when it ends); fails if any lane failed
#
# A line holds the name, start and end (epoch ms), the exit status and the whole machine's CPU
# counters (busy and total jiffies from /proc/stat) at both ends, so the report can say how busy the
# machine was during the phase — what tells a phase that waits from one that computes.
# scripts/ci/report.mjs prints the table and the slowest tests.

: "${TEST_TIMINGS_DIR:=$PWD/.test-timings}"
export TEST_TIMINGS_DIR
mkdir -p "$TEST_TIMINGS_DIR"

_now_ms() { date +%s%3N; }

# busy and total jiffies of all CPUs (busy = total - idle - iowait)
_cpu() {
  if [ -r /proc/stat ]; then
    local _label user nice system idle iowait irq softirq steal rest
    read -r _label user nice system idle iowait irq softirq steal rest </proc/stat
    local total=$((user + nice + system + idle + iowait + irq + softirq + steal))
    printf '%s\t%s' "$((total - idle - iowait))" "$total"
  else
    printf '0\t0'
  fi
}

phase() {
  local name=$1
  shift
  printf '\n=== %s (%ss)\n' "$name" "$SECONDS"
  local t0 c0 status errexit=0
  t0=$(_now_ms)
  c0=$(_cpu)
  # A bash of its own with errexit: in `cmd || …` (and in any function called from there) bash
  # ignores `set -e`, so a failing step inside a function would not stop it. The caller's functions
  # are exported for it (and the variables they read must be too); a phase cannot export to its caller.
  [[ $- == *e* ]] && errexit=1
  set +e
  # shellcheck disable=SC2046
  export -f $(compgen -A function)
  bash -eo pipefail -c '"$@"' phase "$@"
  status=$?
  ((errexit)) && set -e
  # One short line per write: appends from lanes running side by side do not interleave.
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$t0" "$(_now_ms)" "$status" "$c0" "$(_cpu)" >>"$TEST_TIMINGS_DIR/phases.tsv"
  return "$status"
}

lanes() {
  local pids=() names=() spec status=0 i
  for spec in "$@"; do
    local lane_name=${spec%%:*} fn=${spec#*:}
    names+=("$lane_name")
    # shellcheck disable=SC2046
    export -f $(compgen -A function)
    bash -eo pipefail -c '"$@"' lane "$fn" >"$TEST_TIMINGS_DIR/lane-$lane_name.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    local lane_status=0
    wait "${pids[$i]}" || lane_status=$?
    printf '\n--- lane %s (exit %s) ---\n' "${names[$i]}" "$lane_status"
    cat "$TEST_TIMINGS_DIR/lane-${names[$i]}.log"
    [ "$lane_status" -eq 0 ] || status=1
  done
  return "$status"
}
