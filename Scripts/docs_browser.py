#!/usr/bin/env python3
"""Serves the DocC archives of Scripts/build-docs.sh and checks them in headless Chromium.

Standard library only. Scripts/check-docs-browser.sh runs both halves:

    docs_browser.py serve ROOT MODULE...   # prints the port it listens on, then serves
    docs_browser.py check ROOT URL MODULE...

`serve` maps http://127.0.0.1:PORT/<Module>/... to ROOT/<Module>.doccarchive/..., which is
where `--hosting-base-path <Module>` expects each archive. Like `docc preview` and hosts that
serve DocC's single-page app, it answers a page path without a file of its own with the
archive's index.html, so a page whose data is missing shows DocC's own "page not found"; it
marks such answers with an `X-DocC-Fallback` header, so the link check can tell them from a
page that exists.

`check` opens, from each archive's index/index.json and data/ tree (no hard-coded list), the
module's landing page, one symbol page, one article and every tutorial page; asserts from the
DOM Chromium rendered that each shows the title its data JSON gives, a body with the text of
its abstract, and not DocC's error page; checks that every same-site link on those pages
resolves (a page link to its data JSON and its index.html, any other link to its file); and
saves screenshots of the landing pages. It also opens one page that does not exist and
requires DocC's not-found page there, so a DocC release that renders that page differently
fails the check instead of hiding broken pages. It prints one line per page, each broken link
by page and href, and a summary; the exit status is 1 on any failure.

DocC prefixes an absolute link in an article (`[x](/documentation/...)`) with the hosting
base path, so such a link reaches pages of the same archive only; the link check reports one
that aims at another archive as broken.
"""

import concurrent.futures
import html.parser
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.error
import urllib.parse
import urllib.request

# DocC's GenericError view (its not-found and unknown-error pages) renders this class.
ERROR_CLASS = "generic-error"
NOT_FOUND = "The page you're looking for can't be found."
# Index kinds that are not symbols (DocC's navigator types).
NOT_SYMBOLS = {
  "module", "article", "groupMarker", "overview", "project", "tutorial", "section", "chapter",
  "volume", "resources", "symbol", "languageGroup",
}
TYPE_KINDS = ["struct", "class", "enum", "protocol", "actor"]
MIN_BODY_CHARACTERS = 80
CHROMIUM_TIMEOUT_SECONDS = 90


# MARK: Serving


def make_handler(root, modules):
  class Handler(http.server.SimpleHTTPRequestHandler):
    def translate_path(self, path):
      parts = urllib.parse.urlsplit(path).path.split("/")
      if len(parts) > 1 and parts[1] in modules:
        archive = os.path.join(root, parts[1] + ".doccarchive")
        rest = urllib.parse.unquote("/".join(parts[2:]))
        if ".." in rest.split("/"):
          return os.path.join(root, "__outside__")
        return os.path.join(archive, rest)
      return os.path.join(root, "__no_such_archive__")

    def send_head(self):
      path = self.translate_path(self.path)
      parts = urllib.parse.urlsplit(self.path).path.split("/")
      is_page = len(parts) > 2 and parts[2] in ("documentation", "tutorials")
      if is_page and not os.path.exists(path):
        # DocC's app renders the page from its data JSON, or its not-found page.
        self.path = "/" + parts[1] + "/index.html"
        self.fallback = True
      return super().send_head()

    def end_headers(self):
      if getattr(self, "fallback", False):
        self.send_header("X-DocC-Fallback", "1")
      super().end_headers()

    def log_message(self, *args):
      pass

  return Handler


def serve(root, modules):
  server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), make_handler(root, set(modules)))
  print(server.server_address[1], flush=True)
  server.serve_forever()


# MARK: Reading the archives


def index_nodes(archive):
  """The navigator nodes of an archive's index/index.json, depth first."""
  path = os.path.join(archive, "index", "index.json")
  with open(path) as file:
    index = json.load(file)
  nodes = []

  def walk(children):
    for node in children:
      nodes.append(node)
      walk(node.get("children", []))

  for language in index.get("interfaceLanguages", {}).values():
    walk(language)
  return nodes


def data_paths(archive, kind):
  """Page paths (/tutorials/...) of every data JSON under data/<kind>."""
  top = os.path.join(archive, "data", kind)
  paths = []
  for directory, _, files in os.walk(top):
    for name in files:
      if name.endswith(".json"):
        relative = os.path.relpath(os.path.join(directory, name), os.path.join(archive, "data"))
        paths.append("/" + relative[: -len(".json")])
  return sorted(paths)


def pages_to_open(archive):
  """(role, page path) pairs: landing page, one symbol page, one article, every tutorial."""
  nodes = [node for node in index_nodes(archive) if node.get("path")]
  pages = []
  modules = [node for node in nodes if node.get("type") == "module"]
  if modules:
    pages.append(("landing", modules[0]["path"]))
  elif nodes:
    pages.append(("landing", nodes[0]["path"]))
  symbols = [node for node in nodes if node.get("type") not in NOT_SYMBOLS]
  # A top-level type if there is one: the shallowest, then struct before class and so on.
  types = [node for node in symbols if node.get("type") in TYPE_KINDS]
  types.sort(key=lambda node: (node["path"].count("/"), TYPE_KINDS.index(node["type"])))
  if types or symbols:
    pages.append(("symbol", (types or symbols)[0]["path"]))
  articles = [node for node in nodes if node.get("type") == "article"]
  if articles:
    pages.append(("article", articles[0]["path"]))
  tutorials = set(data_paths(archive, "tutorials"))
  tutorials |= {node["path"] for node in nodes if node["path"].startswith("/tutorials/")}
  pages += [("tutorial", path) for path in sorted(tutorials)]
  return pages


def texts(value):
  """Every inline `text` of a render-JSON value, in document order."""
  if isinstance(value, dict):
    if value.get("type") == "text" and isinstance(value.get("text"), str):
      yield value["text"]
    for child in value.values():
      yield from texts(child)
  elif isinstance(value, list):
    for child in value:
      yield from texts(child)


def expected_page(archive, page_path):
  """The title and a piece of body text a page's data JSON says it shows."""
  with open(os.path.join(archive, "data", page_path.strip("/") + ".json")) as file:
    data = json.load(file)
  title = normalized(data.get("metadata", {}).get("title", ""))
  candidates = list(texts(data.get("abstract", []))) + list(texts(data.get("sections", [])))
  body = next((normalized(t) for t in candidates if len(normalized(t)) >= 20), "")
  return title, body


def expected_window_title(archive, page_path):
  """What the page's <title> starts with: its title, but for a tutorials overview, which DocC
  titles "<category> Tutorials" (its h1 is the intro's title)."""
  with open(os.path.join(archive, "data", page_path.strip("/") + ".json")) as file:
    metadata = json.load(file).get("metadata", {})
  if metadata.get("role") == "overview" and metadata.get("category"):
    return normalized(metadata["category"] + " Tutorials")
  return normalized(metadata.get("title", ""))


# MARK: Reading the rendered DOM


def normalized(text):
  return " ".join(text.split())


class RenderedPage(html.parser.HTMLParser):
  """What a check needs from a DOM: h1 texts, <title>, hrefs, main's text, error markers."""

  def __init__(self):
    super().__init__(convert_charrefs=True)
    self.headings, self.hrefs, self.errors = [], [], []
    self.title = ""
    self._stack = []  # tag names of open elements we track
    self._heading = None
    self._main_depth = 0
    self._error_depth = 0
    self._main_text, self._error_text = [], []
    self._in_title = False
    self._noscript = 0

  VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
          "track", "wbr"}

  def handle_starttag(self, tag, attrs):
    attributes = dict(attrs)
    if tag == "noscript":
      self._noscript += 1
    if self._noscript:
      return
    if tag in ("a", "link") and attributes.get("href") is not None:
      self.hrefs.append(attributes["href"])
    if tag in self.VOID:
      return
    classes = (attributes.get("class") or "").split()
    self._stack.append(tag)
    if tag == "title":
      self._in_title = True
    if tag == "h1" and self._heading is None:
      self._heading = (len(self._stack), [])
    if tag == "main" and not self._main_depth:
      self._main_depth = len(self._stack)
    if ERROR_CLASS in classes and not self._error_depth:
      self._error_depth = len(self._stack)

  def handle_startendtag(self, tag, attrs):
    # Self-closed elements (SVG's) open nothing; a self-closed link still links.
    href = dict(attrs).get("href")
    if tag in ("a", "link") and href is not None and not self._noscript:
      self.hrefs.append(href)

  def handle_endtag(self, tag):
    if tag == "noscript":
      self._noscript = max(0, self._noscript - 1)
      return
    if self._noscript or tag in self.VOID or tag not in self._stack:
      return
    while self._stack:
      depth = len(self._stack)
      if self._heading and self._heading[0] == depth:
        self.headings.append(normalized("".join(self._heading[1])))
        self._heading = None
      if self._main_depth == depth:
        self._main_depth = 0
      if self._error_depth == depth:
        self.errors.append(normalized("".join(self._error_text)) or "(empty error page)")
        self._error_depth = 0
      if self._stack.pop() == tag:
        break
    if tag == "title":
      self._in_title = False

  def handle_data(self, data):
    if self._noscript:
      return
    if self._in_title:
      self.title += data
    if self._heading:
      self._heading[1].append(data)
    if self._main_depth:
      self._main_text.append(data)
    if self._error_depth:
      self._error_text.append(data)

  @property
  def main_text(self):
    return normalized("".join(self._main_text))


def parse_dom(dom):
  page = RenderedPage()
  page.feed(dom)
  page.close()
  return page


def page_problems(page, title, body, window_title=None):
  """Why a rendered page is not the page its data JSON describes; empty when it is.

  `window_title` is what the <title> starts with, when not the page's title."""
  problems = []
  window_title = window_title or title
  if page.errors:
    problems.append("DocC shows its error page: " + "; ".join(page.errors))
  if title and title not in page.headings:
    shown = ", ".join(repr(h) for h in page.headings) or "no h1"
    problems.append(f"title {title!r} not among the page's headings ({shown})")
  if window_title and not normalized(page.title).startswith(window_title):
    problems.append(f"<title> {normalized(page.title)!r} does not start with {window_title!r}")
  if len(page.main_text) < MIN_BODY_CHARACTERS:
    problems.append(f"body has {len(page.main_text)} characters of text, fewer than "
                    f"{MIN_BODY_CHARACTERS}")
  elif body and body not in page.main_text:
    problems.append(f"body lacks the text of its data JSON: {body[:60]!r}")
  return problems


# MARK: Links


def link_target(base_url, page_url, href):
  """The same-site path a link leads to, without fragment or query; None for other sites."""
  absolute = urllib.parse.urljoin(page_url, href)
  split = urllib.parse.urlsplit(absolute)
  site = urllib.parse.urlsplit(base_url)
  if split.scheme not in ("http", "https") or split.netloc != site.netloc:
    return None
  return split.path or "/"


def resources_for(path):
  """What the server must have for a link to `path` to work: (path, must not be a fallback)."""
  parts = path.split("/")
  if len(parts) > 2 and parts[2] in ("documentation", "tutorials"):
    page = "/".join(parts[2:]).rstrip("/")
    return [(f"/{parts[1]}/data/{page}.json", False),
            (f"/{parts[1]}/{page}/index.html", True)]
  return [(path, False)]


def head(base_url, path):
  """None when the server has `path` as a file of its own, else why not."""
  request = urllib.request.Request(base_url + path, method="HEAD")
  try:
    with urllib.request.urlopen(request, timeout=30) as response:
      if response.headers.get("X-DocC-Fallback"):
        return "no such page (the server fell back to DocC's app)"
      return None
  except urllib.error.HTTPError as error:
    return f"HTTP {error.code}"
  except OSError as error:
    return str(error)


# MARK: Chromium


def render(chromium, url, screenshot=None):
  """The DOM of `url` after DocC's JavaScript ran, and optionally a PNG of it."""
  profile = tempfile.mkdtemp(prefix="docs-browser-profile-")
  command = [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--no-first-run", "--disable-extensions", f"--user-data-dir={profile}",
             "--window-size=1280,1600", "--virtual-time-budget=15000", "--dump-dom"]
  if screenshot:
    command.append(f"--screenshot={screenshot}")
  try:
    result = subprocess.run(command + [url], capture_output=True, text=True,
                            timeout=CHROMIUM_TIMEOUT_SECONDS)
  finally:
    shutil.rmtree(profile, ignore_errors=True)
  if result.returncode != 0 or not result.stdout.strip():
    tail = "\n".join(result.stderr.strip().splitlines()[-5:])
    raise RuntimeError(f"chromium exited with {result.returncode}: {tail}")
  return result.stdout


def check(root, base_url, modules, chromium, screenshots):
  os.makedirs(screenshots, exist_ok=True)
  jobs = []
  for module in modules:
    archive = os.path.join(root, module + ".doccarchive")
    if not os.path.isdir(archive):
      print(f"FAIL {module}: no archive at {archive}; run Scripts/build-docs.sh first")
      return 1
    for role, path in pages_to_open(archive):
      jobs.append((module, archive, role, path))

  # A page that does not exist, to prove the check still recognises DocC's not-found page (a
  # DocC release that renders it differently would otherwise let every broken page pass).
  first = jobs[0]
  jobs.append((first[0], first[1], "canary", first[3] + "/docs-browser-no-such-page"))

  def open_page(job):
    module, archive, role, path = job
    url = f"{base_url}/{module}{path}/"
    shot = os.path.join(screenshots, module + ".png") if role == "landing" else None
    if role == "canary":
      try:
        page = parse_dom(render(chromium, url))
      except (OSError, RuntimeError, subprocess.TimeoutExpired) as error:
        return job, url, [str(error)], None
      if any(NOT_FOUND in error for error in page.errors):
        return job, url, [], page
      return job, url, [f"a missing page did not render DocC's {NOT_FOUND!r} page"], None
    problems = []
    try:
      title, body = expected_page(archive, path)
      window_title = expected_window_title(archive, path)
    except (OSError, ValueError) as error:
      # Still open it: what a reader sees then is the more useful report.
      title, body, window_title = "", "", None
      problems.append(f"its data JSON is unreadable: {error}")
    status = head(base_url, f"/{module}{path}/")
    if status:
      problems.append(f"the page's own file: {status}")
    try:
      page = parse_dom(render(chromium, url, shot))
    except (OSError, RuntimeError, subprocess.TimeoutExpired) as error:
      return job, url, problems + [str(error)], None
    return job, url, problems + page_problems(page, title, body, window_title), page

  workers = max(1, min(4, os.cpu_count() or 1))
  failures = 0
  links = {}  # target path -> [(page url, href)]
  with concurrent.futures.ThreadPoolExecutor(workers) as pool:
    for (module, _, role, path), url, problems, page in pool.map(open_page, jobs):
      if problems:
        failures += 1
        print(f"FAIL {module} {role} {path}: " + "; ".join(problems))
      elif role == "canary":
        print(f"ok   {module} {role} {path}: DocC's not-found page, recognised")
        continue
      else:
        print(f"ok   {module} {role} {path}: {page.headings[0] if page.headings else ''!r}, "
              f"{len(page.main_text)} characters, {len(page.hrefs)} links")
      for href in page.hrefs if page else []:
        if href.startswith("#"):
          continue  # the page itself, checked above
        target = link_target(base_url, url, href)
        if target is not None:
          links.setdefault(target, []).append((url, href))

    def resolve(target):
      for resource, _ in resources_for(target):
        why = head(base_url, resource)
        if why:
          return target, f"{resource}: {why}"
      return target, None

    broken = [(t, why) for t, why in pool.map(resolve, sorted(links)) if why]
  for target, why in broken:
    for url, href in sorted(set(links[target])):
      print(f"FAIL broken link on {url[len(base_url):]}: href {href!r} ({why})")
  shots = sorted(name for name in os.listdir(screenshots) if name.endswith(".png"))
  print(f"docs-browser: {len(jobs)} pages opened (one of them missing on purpose), "
        f"{failures} failed; "
        f"{len(links)} same-site links checked, {len(broken)} broken; "
        f"{len(shots)} screenshots in {screenshots}")
  return 1 if failures or broken else 0


def main(arguments):
  if len(arguments) >= 3 and arguments[0] == "serve":
    serve(arguments[1], arguments[2:])
    return 0
  if len(arguments) >= 4 and arguments[0] == "check":
    root, base_url, modules = arguments[1], arguments[2].rstrip("/"), arguments[3:]
    chromium = os.environ.get("CHROMIUM", "chromium")
    screenshots = os.path.join(root, "screenshots")
    return check(root, base_url, modules, chromium, screenshots)
  print(__doc__, file=sys.stderr)
  return 2


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
