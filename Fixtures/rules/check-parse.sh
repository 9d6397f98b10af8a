#!/usr/bin/env bash
# Checks that every fixture is valid Swift syntax (parse only: SwiftUI is not available on Linux,
# so the fixtures are never type-checked). Usage: bash Fixtures/rules/check-parse.sh
set -u
cd "$(dirname "$0")"
fail=0
count=0
while IFS= read -r -d '' f; do
    count=$((count + 1))
    if ! out=$(swiftc -parse "$f" 2>&1); then
        echo "FAIL $f"; echo "$out"; fail=1
    fi
done < <(find . -name '*.swift' -print0 | sort -z)
echo "$count files parsed"
exit $fail
