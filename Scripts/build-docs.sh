#!/usr/bin/env bash
# Builds the documentation of every library module with the toolchain's own DocC, no package
# dependencies: the compiler writes the symbol graphs (`swift package dump-symbol-graph`), then
# `docc convert` renders each module's catalog (Sources/<Module>/<Module>.docc) with its
# symbols. Any DocC warning (an unresolved symbol link, say) fails the build, and so does a
# public declaration whose rendered page would have no documentation.
#
#   Scripts/build-docs.sh            # writes .build-docs/<Module>.doccarchive, one per module
#   Scripts/build-docs.sh --open     # also serves them at http://localhost:8000
#
# UIKit, AppKit and SwiftUI do not exist on Linux, so there ListComposerUIKit,
# ListComposerAppKit and ListComposerSwiftUI compile to nothing and their catalogs render
# articles only; on a Mac the same script renders their symbols too.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each module is its own archive, so symbol links (``Name``) reach symbols of the same module;
# a symbol of another module is written in code voice (`Name`).
modules=(ListDiffing ListComposerAdapter ListRules ListComposer HeadlessHost ListComposerTesting ListComposerUIKit
  ListComposerAppKit ListComposerSwiftUI DecoratorCatalogCore)
out=.build-docs
graphs="$out/symbol-graphs"
rm -rf "$out"
mkdir -p "$graphs"

# dump-symbol-graph reads every module of the package, the test modules included, so they must
# be built (in CI they already are, and this is quick).
swift build --build-tests >"$out/build.log" 2>&1 || {
  cat "$out/build.log"
  exit 1
}
# Synthesized members (a Hashable enum's hash(into:), say) are left out: they are not the
# project's declarations and the compiler gives them no documentation to render.
dump=$(swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members)
source_dir=$(printf '%s\n' "$dump" | sed -n 's/^Files written to //p' | tail -n 1)
if [[ -z "$source_dir" || ! -d "$source_dir" ]]; then
  printf '%s\n' "$dump"
  echo "build-docs: could not find the symbol graphs" >&2
  exit 1
fi

# Every public declaration has documentation of its own, or inherits a protocol requirement's
# (rendered with --enable-inherited-docs).
python3 - "$source_dir" "${modules[@]}" <<'PY'
import glob, json, sys
directory, modules = sys.argv[1], sys.argv[2:]
missing = []
for module in modules:
    total = 0
    for path in glob.glob(f"{directory}/{module}.symbols.json") + glob.glob(f"{directory}/{module}@*.symbols.json"):
        for symbol in json.load(open(path))["symbols"]:
            # Extension blocks of other modules' types (`extension Int: DiffIdentifiable`) are
            # containers, not declarations: their members are checked one by one.
            if symbol.get("accessLevel") not in ("public", "open") or symbol["kind"]["identifier"] == "swift.extension":
                continue
            total += 1
            lines = (symbol.get("docComment") or {}).get("lines", [])
            if not any(line.get("text", "").strip() for line in lines):
                missing.append(f"{module}: {'.'.join(symbol['pathComponents'])}")
    print(f"build-docs: {module}: {total} public declarations")
if missing:
    print("build-docs: public declarations without documentation:", *missing, sep="\n  ")
    sys.exit(1)
print("build-docs: every public declaration is documented")
PY

for module in "${modules[@]}"; do
  module_graphs="$graphs/$module"
  mkdir -p "$module_graphs"
  cp "$source_dir/$module.symbols.json" "$module_graphs/"
  cp "$source_dir/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.listcomposer.$module" \
    --enable-inherited-docs \
    --warnings-as-errors \
    --transform-for-static-hosting \
    --hosting-base-path "$module" \
    --output-path "$out/$module.doccarchive" >"$out/$module.log" 2>&1 || {
    cat "$out/$module.log"
    echo "build-docs: $module failed" >&2
    exit 1
  }
  echo "build-docs: $module -> $out/$module.doccarchive"
done

if [[ "${1:-}" == "--open" ]]; then
  # Each archive is served under its module's name, as --hosting-base-path expects.
  site="$out/site"
  mkdir -p "$site"
  for module in "${modules[@]}"; do cp -R "$out/$module.doccarchive" "$site/$module"; done
  echo "build-docs: open http://localhost:8000/ListComposer/documentation/listcomposer/"
  python3 -m http.server 8000 --directory "$site"
fi
