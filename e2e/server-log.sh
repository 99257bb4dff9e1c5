#!/usr/bin/env bash
# Runs an e2e web server (the command after the log path) with its stdout and stderr also appended
# to a log file, which e2e/server-log-reporter.ts scans once Playwright has stopped the servers. The
# output still reaches Playwright as before. The two tee processes ignore SIGTERM and SIGINT:
# Playwright signals the whole process group at the end, and what the servers print while they shut
# down (a timer firing into a closed stream, say) is what must not be lost; they end when the
# servers' output closes.
set -euo pipefail
log="$1"
shift
mkdir -p "$(dirname "$log")"
: >"$log"
exec > >(trap '' TERM INT; exec tee -a "$log") 2> >(trap '' TERM INT; exec tee -a "$log" >&2)
exec "$@"
