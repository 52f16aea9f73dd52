#!/usr/bin/env bash
# Opens the documentation site Scripts/build-docs.sh rendered in headless Chromium, the way a
# reader would, and fails when a page does not render or a link on it is broken. Run it after
# Scripts/build-docs.sh; it reads .build-docs/<Module>.doccarchive and does not rebuild them.
#
#   Scripts/check-docs-browser.sh     # screenshots of the landing pages: .build-docs/screenshots
#
# It serves the archives on a free loopback port (each under /<Module>/, as
# --hosting-base-path expects) and, for every module, opens the landing page, one symbol page,
# one article and every tutorial page, all found in the archives themselves. Each page must show
# the title and body its data JSON gives, not DocC's "page not found" or error page, and every
# same-site link on it must lead to a page or file the site has. Scripts/docs_browser.py does
# the work, with the standard library only.
#
# Chromium is Debian's `chromium` package (or $CHROMIUM). When it is missing, the script
# installs it with apt-get (as root, or through sudo when that needs no password); when it
# cannot, it says why and fails.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build-docs

# Every archive build-docs.sh wrote, ListComposer's first (the canary page is in the first).
modules=()
for archive in "$out"/ListComposer.doccarchive "$out"/*.doccarchive; do
  [[ -d "$archive" ]] || continue
  module=$(basename "$archive" .doccarchive)
  [[ " ${modules[*]} " == *" $module "* ]] || modules+=("$module")
done
if [[ ${#modules[@]} -eq 0 ]]; then
  echo "check-docs-browser: no archives in $out; run Scripts/build-docs.sh first" >&2
  exit 1
fi

# The driver's own unit checks first: a second, no browser needed.
if ! unit=$(python3 Scripts/docs_browser_test.py 2>&1); then
  printf '%s\n' "$unit"
  echo "check-docs-browser: the driver's unit checks failed" >&2
  exit 1
fi
echo "check-docs-browser: driver unit checks: $(tail -n 1 <<<"$unit")"

chromium=${CHROMIUM:-chromium}
if ! command -v "$chromium" >/dev/null 2>&1; then
  echo "check-docs-browser: $chromium is not installed; installing Debian's chromium package"
  if [[ $(id -u) -eq 0 ]]; then
    sudo=()
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo=(sudo)
  else
    echo "check-docs-browser: cannot install chromium: not root, and sudo is missing or asks" \
      "for a password; install it (apt-get install chromium) or set CHROMIUM" >&2
    exit 1
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "check-docs-browser: cannot install chromium: there is no apt-get here;" \
      "install Chromium and set CHROMIUM to its path" >&2
    exit 1
  fi
  started=$SECONDS
  if ! { "${sudo[@]}" apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
      chromium fonts-dejavu-core >/dev/null; }; then
    echo "check-docs-browser: apt-get could not install chromium (output above)" >&2
    exit 1
  fi
  echo "check-docs-browser: installed chromium in $((SECONDS - started)) s"
  chromium=chromium
fi
echo "check-docs-browser: $("$chromium" --version 2>/dev/null)"

work=$(mktemp -d)
server=
checker=
cleanup() {
  for pid in $checker $server; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM # a stopped run stops the server and the check too

# The server binds port 0 and prints the port the system gave it: no race for a free port.
python3 Scripts/docs_browser.py serve "$out" "${modules[@]}" >"$work/port" 2>"$work/server.log" &
server=$!
for _ in $(seq 100); do
  [[ -s "$work/port" ]] && break
  if ! kill -0 "$server" 2>/dev/null; then
    cat "$work/server.log" >&2
    echo "check-docs-browser: the local server did not start" >&2
    exit 1
  fi
  sleep 0.1
done
port=$(head -n 1 "$work/port")
if [[ -z "$port" ]]; then
  echo "check-docs-browser: the local server printed no port" >&2
  exit 1
fi

rm -rf "$out/screenshots"
# In the background and waited for, so that INT or TERM reach the trap at once.
CHROMIUM=$chromium python3 Scripts/docs_browser.py check \
  "$out" "http://127.0.0.1:$port" "${modules[@]}" &
checker=$!
wait "$checker"
