#!/usr/bin/env bash
# Regenerates every FILE.swift.oracle beside its fixture and checks that the
# valid fixtures (everything outside recovery/, plus recovery/pathological_deep_valid
# and recovery/pathological_long_line) parse without errors in swift-frontend.
# Usage: Fixtures/parser/regen.sh [REFERENCE]   (default: what Tools/oracle/build makes)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
oracle=${1:-$("$here/../../Tools/oracle/build")}
status=0
while IFS= read -r f; do
    "$oracle" "$f" > "$f.oracle"
    case "$f" in
        */recovery/pathological_deep_valid.swift|*/recovery/pathological_long_line.swift) valid=1 ;;
        */recovery/*) valid=0 ;;
        *) valid=1 ;;
    esac
    # Bare /regex/ literals need the flag in Swift 5 mode; SwiftParser always accepts them.
    errors=$(swiftc -parse -enable-bare-slash-regex "$f" 2>&1 | grep -c 'error:' || true)
    if [ "$valid" = 1 ] && [ "$errors" != 0 ]; then
        echo "parse errors in valid fixture: $f"; status=1
    elif [ "$valid" = 0 ] && [ "$errors" = 0 ]; then
        echo "recovery fixture has no parse error: $f"; status=1
    fi
done < <(find "$here" -name '*.swift' | sort)
exit $status
