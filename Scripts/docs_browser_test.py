#!/usr/bin/env python3
"""Unit checks of docs_browser.py's reading of archives and rendered DOMs; no browser, no server.

    python3 Scripts/docs_browser_test.py
"""

import json
import os
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True  # no __pycache__ in Scripts/
import docs_browser  # noqa: E402

NOT_FOUND_DOM = """<html><head><title>Documentation</title></head><body>
<noscript><h1 class="noscript-title">This page requires JavaScript.</h1></noscript>
<div id="app"><main id="app-main"><div class="generic-error"><div class="container">
<h1 class="title error-content">The page you're looking for can't be found.</h1>
</div></div></main></div></body></html>"""


def page_dom(title, body, links=()):
  anchors = "".join(f'<a href="{href}">link</a>' for href in links)
  return f"""<html><head><title>{title} | Documentation</title>
<link rel="icon" href="/M/favicon.ico"></head><body>
<noscript><h1 class="noscript-title">This page requires JavaScript.</h1>
<a href="/noscript-only">x</a></noscript>
<div id="app"><a href="#app-main">Skip</a><main id="app-main">
<h1 class="title"><span>{title}</span></h1><div class="abstract">{body}</div>{anchors}
<svg><path d="M0 0"/></svg></main></div></body></html>"""


class ReadingTheDOM(unittest.TestCase):
  def test_a_rendered_page_has_its_title_body_and_links(self):
    body = "A body that is long enough to count as the text of a rendered documentation page."
    page = docs_browser.parse_dom(page_dom("ListPosition", body, ["/M/documentation/m/a"]))
    self.assertEqual(page.headings, ["ListPosition"])
    self.assertEqual(page.title, "ListPosition | Documentation")
    self.assertIn(body, page.main_text)
    self.assertEqual(page.errors, [])
    self.assertEqual(page.hrefs, ["/M/favicon.ico", "#app-main", "/M/documentation/m/a"])
    self.assertEqual(docs_browser.page_problems(page, "ListPosition", body[:40]), [])

  def test_the_noscript_fallback_is_not_the_page(self):
    page = docs_browser.parse_dom(page_dom("T", "b" * 100))
    self.assertNotIn("This page requires JavaScript.", page.headings)
    self.assertNotIn("/noscript-only", page.hrefs)

  def test_docc_not_found_page_is_an_error(self):
    page = docs_browser.parse_dom(NOT_FOUND_DOM)
    self.assertEqual(page.errors, [docs_browser.NOT_FOUND])
    problems = docs_browser.page_problems(page, "ListPosition", "")
    self.assertTrue(any("error page" in problem for problem in problems), problems)

  def test_a_wrong_title_or_missing_body_is_reported(self):
    body = "x" * 100
    page = docs_browser.parse_dom(page_dom("Other", body))
    problems = docs_browser.page_problems(page, "ListPosition", "")
    self.assertEqual(len(problems), 2, problems)  # the h1 and the <title>
    page = docs_browser.parse_dom(page_dom("T", body))
    problems = docs_browser.page_problems(page, "T", "An abstract the page does not show")
    self.assertEqual(len(problems), 1, problems)
    page = docs_browser.parse_dom(page_dom("T", "short"))
    self.assertEqual(len(docs_browser.page_problems(page, "T", "")), 1)

  def test_a_blank_page_is_reported(self):
    page = docs_browser.parse_dom("<html><head></head><body><div id=app></div></body></html>")
    self.assertGreaterEqual(len(docs_browser.page_problems(page, "T", "")), 2)


class Links(unittest.TestCase):
  base = "http://127.0.0.1:8000"
  page = base + "/M/documentation/m/a/"

  def test_same_site_links_lose_fragment_and_query(self):
    target = docs_browser.link_target(self.base, self.page, "/N/documentation/n/b#Overview")
    self.assertEqual(target, "/N/documentation/n/b")
    self.assertEqual(docs_browser.link_target(self.base, self.page, "c?x=1"),
                     "/M/documentation/m/a/c")

  def test_other_sites_and_schemes_are_not_checked(self):
    for href in ("https://swift.org/", "mailto:a@b.c", "http://127.0.0.1:9/x"):
      self.assertIsNone(docs_browser.link_target(self.base, self.page, href), href)

  def test_a_page_link_needs_its_data_json_and_its_html(self):
    self.assertEqual(docs_browser.resources_for("/M/documentation/m/a/"),
                     [("/M/data/documentation/m/a.json", False),
                      ("/M/documentation/m/a/index.html", True)])
    self.assertEqual(docs_browser.resources_for("/M/tutorials/t"),
                     [("/M/data/tutorials/t.json", False), ("/M/tutorials/t/index.html", True)])
    self.assertEqual(docs_browser.resources_for("/M/css/a.css"), [("/M/css/a.css", False)])


class ReadingTheArchive(unittest.TestCase):
  def test_pages_come_from_the_index_and_the_tutorial_data(self):
    with tempfile.TemporaryDirectory() as archive:
      os.makedirs(os.path.join(archive, "index"))
      index = {"interfaceLanguages": {"swift": [{
        "type": "module", "path": "/documentation/m", "title": "M", "children": [
          {"type": "groupMarker", "title": "Essentials"},
          {"type": "article", "path": "/documentation/m/start", "title": "Start"},
          {"type": "protocol", "path": "/documentation/m/p", "title": "P", "children": [
            {"type": "struct", "path": "/documentation/m/p/inner", "title": "Inner"}]},
          {"type": "symbol", "path": "/documentation/m/p/equatable-implementations"},
          {"type": "class", "path": "/documentation/m/c", "title": "C"}]},
        {"type": "overview", "path": "/tutorials/toc", "title": "Tutorials"}]}}
      with open(os.path.join(archive, "index", "index.json"), "w") as file:
        json.dump(index, file)
      os.makedirs(os.path.join(archive, "data", "tutorials", "m"))
      for name in ("toc", "m/steps"):
        with open(os.path.join(archive, "data", "tutorials", name + ".json"), "w") as file:
          json.dump({"metadata": {"title": name}}, file)
      self.assertEqual(docs_browser.pages_to_open(archive), [
        ("landing", "/documentation/m"), ("symbol", "/documentation/m/c"),
        ("article", "/documentation/m/start"), ("tutorial", "/tutorials/m/steps"),
        ("tutorial", "/tutorials/toc")])

  def test_expected_text_comes_from_the_abstract_or_the_first_section(self):
    with tempfile.TemporaryDirectory() as archive:
      os.makedirs(os.path.join(archive, "data", "tutorials"))
      content = [{"type": "text", "text": "short"},
                 {"type": "text", "text": "A  tutorial\npage to test"}]
      data = {"metadata": {"title": "Steps"}, "sections": [{"content": content}]}
      with open(os.path.join(archive, "data", "tutorials", "steps.json"), "w") as file:
        json.dump(data, file)
      self.assertEqual(docs_browser.expected_page(archive, "/tutorials/steps"),
                       ("Steps", "A tutorial page to test"))

  def test_a_tutorials_overview_is_titled_by_its_category(self):
    with tempfile.TemporaryDirectory() as archive:
      os.makedirs(os.path.join(archive, "data", "tutorials"))
      pages = {
        "toc": {"role": "overview", "category": "M", "title": "Compose a screen"},
        "steps": {"role": "project", "category": "M", "title": "Steps"}}
      for name, metadata in pages.items():
        with open(os.path.join(archive, "data", "tutorials", name + ".json"), "w") as file:
          json.dump({"metadata": metadata}, file)
      self.assertEqual(docs_browser.expected_window_title(archive, "/tutorials/toc"),
                       "M Tutorials")
      self.assertEqual(docs_browser.expected_window_title(archive, "/tutorials/steps"), "Steps")


if __name__ == "__main__":
  unittest.main()
