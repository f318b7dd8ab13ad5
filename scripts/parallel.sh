#!/usr/bin/env bash
# Runs the given npm scripts at the same time (each leaves a core idle part of its run: tsc and ESLint wait on
# the disk and on one another's programs), prints each one's output whole when it ends, and fails when any fails.
set -u
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pids=()
for script in "$@"; do
  npm run "$script" >"$dir/$script.log" 2>&1 &
  pids+=("$!")
done
failed=0
for i in "${!pids[@]}"; do
  script=${*:i+1:1}
  if wait "${pids[$i]}"; then status=passed; else status=failed; failed=1; fi
  echo "── npm run $script: $status"
  cat "$dir/$script.log"
done
exit "$failed"
