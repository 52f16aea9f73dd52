#!/usr/bin/env bash
# Typechecks the code listings of the DocC tutorials step by step, against the modules of the
# last `swift build --build-tests` (run it first; CI has). A tutorial's @Code listings are
# cumulative: after each step, the listing of every file the reader has so far (the latest of
# each name) must compile together, with `swiftc -typecheck -swift-version 6`.
#
#   Scripts/check-tutorial-code.sh
#
# Listings end in .swift.txt, as the reader's file names do not: SwiftPM and the SDK typecheck
# (shared/tools/ios-typecheck, which compiles every .swift file under a module's folder) would
# otherwise take them for the module's own sources. Each is also linted with `swift format`.
#
# A step whose files import UIKit, AppKit or SwiftUI cannot compile on Linux: its listings are
# passages of a sample that shared/tools/ios-typecheck checks against a real SDK
# (TutorialListingTests checks that they are), so this script names and skips it.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
if [[ ! -d "$modules" ]]; then
  echo "check-tutorial-code: no built modules in $modules: run swift build --build-tests" >&2
  exit 1
fi

python3 - "$modules" <<'PY'
import glob, os, re, subprocess, sys, tempfile

modules = sys.argv[1]
code = re.compile(r'@Code\(name:\s*"([^"]+)",\s*file:\s*"?([^",)\s]+)"?[^)]*\)')
platform = re.compile(r'^import (UIKit|AppKit|SwiftUI)$', re.M)
failed, checked, skipped, seen, linted = 0, 0, 0, set(), set()
for tutorial in sorted(glob.glob("Sources/*/*.docc/**/*.tutorial", recursive=True)):
    catalog = tutorial.split(".docc/")[0] + ".docc"
    files = {os.path.basename(p): p for p in glob.glob(f"{catalog}/**/*", recursive=True)
             if os.path.isfile(p)}
    state, step = {}, 0
    for name, file in code.findall(open(tutorial).read()):
        step += 1
        if file not in files:
            print(f"check-tutorial-code: {tutorial}: no listing {file} in {catalog}")
            failed += 1
            continue
        state[name] = files[file]
        if file not in linted:
            linted.add(file)
            with tempfile.TemporaryDirectory() as scratch:
                copy = os.path.join(scratch, name)
                with open(files[file]) as source, open(copy, "w") as target:
                    target.write(source.read())
                lint = subprocess.run(
                    ["swift", "format", "lint", "--strict", "--configuration", ".swift-format", copy],
                    capture_output=True, text=True)
            if lint.returncode != 0 or lint.stdout or lint.stderr:
                failed += 1
                print(f"check-tutorial-code: {file} is not formatted (swift format lint --strict):\n"
                      + (lint.stdout + lint.stderr).replace(copy, file))
        listing = sorted(state.values())
        if any(platform.search(open(p).read()) for p in listing):
            print(f"check-tutorial-code: step {step} ({file}) imports a platform UI framework: "
                  "checked by the SDK typecheck of its sample instead")
            skipped += 1
            continue
        key = tuple(listing)
        if key in seen:
            continue
        seen.add(key)
        with tempfile.TemporaryDirectory() as scratch:
            # Each file under the name the reader sees, so that diagnostics read like the page.
            paths = []
            for reader_name, path in sorted(state.items()):
                copy = os.path.join(scratch, reader_name)
                with open(path) as source, open(copy, "w") as target:
                    target.write(source.read())
                paths.append(copy)
            result = subprocess.run(
                ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library",
                 "-module-name", "TutorialListing", "-I", modules, *paths],
                capture_output=True, text=True)
        checked += 1
        output = (result.stdout + result.stderr).replace(scratch + "/", "")
        if result.returncode != 0 or "warning:" in output:
            failed += 1
            print(f"check-tutorial-code: {tutorial}, step {step} ({file}) does not compile "
                  f"with {', '.join(os.path.basename(p) for p in listing)}:\n{output}")
        else:
            print(f"check-tutorial-code: step {step} ok: {', '.join(os.path.basename(p) for p in listing)}")
if checked == 0:
    print("check-tutorial-code: found no listing to check")
    sys.exit(1)
print(f"check-tutorial-code: {checked} steps typechecked, {skipped} left to the SDK typecheck, "
      f"{failed} failed")
sys.exit(1 if failed else 0)
PY
