#!/usr/bin/env bash
# Runs the suites where lifetimes and concurrency meet (async updates, paging, change feeds,
# adapters, hardening, a user's edits, streams, outlines' lazy loads) under a sanitizer:
# `thread` (data races) or `address` (memory errors and, through LeakSanitizer, leaks).
#
#   bash Scripts/sanitized-tests.sh thread
#   bash Scripts/sanitized-tests.sh address
#
# Each sanitizer builds in its own folder (.build-thread, .build-address).
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizer="${1:?usage: sanitized-tests.sh thread|address}"
case "$sanitizer" in
  thread | address) ;;
  *) echo "unknown sanitizer: $sanitizer (thread or address)" >&2; exit 2 ;;
esac
scratch=".build-$sanitizer"

# The suites: every @Suite type declared in these folders and files.
lc=Tests/ListComposerTests
paths=(
  "$lc"/Adapter/{AppDelegateRule,BridgeAdapter,CellLifecycle,CountsContract,FlatRowDrag}Tests.swift
  "$lc"/Adapter/{FlatRowHost,FlatRowMappingBatch,FlatRowMapping,FlatRowShown,ItemAction}Tests.swift
  "$lc"/Adapter/{ItemEvent,ListAdapterDeletion,ListAdapterHosting,ListAdapterPlaceholder}Tests.swift
  "$lc"/Adapter/{ListAdapter,Preflight,ProvidersBySource,ReconfigureKind,Reentrancy}Tests.swift
  "$lc"/Adapter/{Reordering,SupplementaryView,Takeover,UncommittedUpdates}Tests.swift
  "$lc"/Async
  "$lc"/ChangeFeed/{ChangeFeedDataSource,FetchedObjectChange}Tests.swift
  "$lc"/Composition/{ExtremeValue,NestingDepth}Tests.swift
  "$lc"/DataSource/{NestedChange,Ownership,ShownCancellation,Shown,ShownWhileAnimating}Tests.swift
  "$lc"/Outline/{OutlineDetach,OutlineLazy,OutlineRelease}Tests.swift
  "$lc"/Paging/{Lifetime,LoadingGuideExample,PagedDataSource}Tests.swift
  "$lc"/Properties/{Chaos,PagingRandom}Tests.swift
  Tests/HeadlessHostTests/Engine/UserMoveRulesTests.swift
)
# Streams interleave tasks on purpose: data races matter there, and their seeded runs take
# minutes under a sanitizer, so they run under the thread sanitizer only.
if [ "$sanitizer" = thread ]; then
  paths+=("$lc"/Streams)
fi
suites=$(grep -rhA1 '^@Suite' "${paths[@]}" | grep -oE 'struct [A-Za-z]+' | awk '{print $2}' | sort -u)
if [ -z "$suites" ]; then
  echo "no suites found under ${paths[*]}" >&2
  exit 1
fi
filter="\\.($(echo "$suites" | paste -sd '|'))/"
echo "suites under $sanitizer: $(echo "$suites" | paste -sd ' ')"

if [ "$sanitizer" = address ]; then
  # Leaks are errors. The suppressions name leaks of the toolchain's own libraries only.
  export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1"
  export LSAN_OPTIONS="suppressions=$PWD/Scripts/leak-suppressions.txt:print_suppressions=0"
else
  export TSAN_OPTIONS="halt_on_error=1"
fi

swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
swift test --sanitize="$sanitizer" --scratch-path "$scratch" --skip-build --filter "$filter"
