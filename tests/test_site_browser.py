"""The report site in a real browser (issue 12): headless Chromium opens every page of the site
``ccsim report`` builds from docs/reproductions, and every page loads with no console error, no
failed request and every image decoded; the search box finds a page.

Chromium comes from Debian's packages (``apt-get install chromium``; ``.ci/run`` installs it),
driven by the ``playwright`` package (the ``test`` extra) pointed at that binary: Playwright's own
browser download is not used. Without the browser the test is skipped with that message, except
under ``CI=true``, where it fails.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from ccsim.site import build_site

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def _chromium() -> str | None:
    for name in (os.environ.get("CCSIM_CHROMIUM"), "chromium", "chromium-browser"):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def _require_browser() -> tuple[object, str]:
    missing = []
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        sync_playwright = None
        missing.append("the playwright package (pip install 'ccsim[test]')")
    path = _chromium()
    if path is None:
        missing.append("Chromium (apt-get install chromium)")
    if missing:
        message = "the browser test needs " + " and ".join(missing)
        if os.environ.get("CI") == "true":
            pytest.fail(message + "; CI must install them (.ci/run)")
        pytest.skip(message)
    return sync_playwright, path  # type: ignore[return-value]


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The site built into a temporary directory and served on 127.0.0.1 (a free port)."""
    out = tmp_path_factory.mktemp("site")
    build_site(ROOT / "docs" / "reproductions", out)
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(out))
    handler.log_message = lambda *a, **k: None  # type: ignore[method-assign]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", out
    finally:
        server.shutdown()
        server.server_close()


def test_every_page_loads_with_its_figures_and_no_error(served: tuple[str, Path],
                                                        tmp_path: Path) -> None:
    sync_playwright, chromium = _require_browser()
    base, out = served
    pages = sorted(p.name for p in out.glob("*.html"))
    assert len(pages) >= 43
    with sync_playwright() as pw:  # type: ignore[operator]
        browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            errors: list[str] = []
            page.on("console", lambda m: errors.append(f"console {m.type}: {m.text}")
                    if m.type in ("error", "warning") else None)
            page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
            page.on("requestfailed", lambda r: errors.append(f"request failed: {r.url}"))
            page.on("response", lambda r: errors.append(f"HTTP {r.status}: {r.url}")
                    if r.status >= 400 else None)
            images = 0
            for name in pages:
                errors.clear()
                response = page.goto(base + name, wait_until="load")
                assert response is not None and response.ok, name
                # lazy images: scroll each into view so that it loads, then check it decoded
                page.evaluate("""async () => { for (const img of document.images) {
                    img.loading = "eager"; img.scrollIntoView();
                    await img.decode().catch(() => {}); } }""")
                broken = page.evaluate("""() => Array.from(document.images)
                    .filter(i => !i.complete || i.naturalWidth === 0).map(i => i.src)""")
                images += page.evaluate("document.images.length")
                assert broken == [], f"{name}: images not loaded {broken}"
                assert errors == [], f"{name}: {errors}"
                assert page.title().endswith("· ccsim")
            assert images >= 40  # one figure per experiment that draws one

            # The search box finds the validation page and the e2e pages.
            page.goto(base + "index.html")
            page.fill("#search", "Welch Holm")
            first = page.locator("#search-results li a").first
            assert first.get_attribute("href") == "validation.html"
            page.fill("#search", "end-to-end delay NewReno")
            hrefs = page.locator("#search-results li a").evaluate_all("as => as.map(a => a.getAttribute('href'))")
            assert "e2e-table2-delay-vs-queue.html" in hrefs
            # The index filters by verdict.
            page.fill("#search", "")
            page.select_option("#filter-verdict", "holds")
            shown = page.locator("table.index tbody tr:not([hidden])").count()
            assert 0 < shown < 40 and "of 40 shown" in page.inner_text("#filter-count")
            page.select_option("#filter-verdict", "untestable")
            untestable = page.locator("table.index tbody tr:not([hidden])")
            assert 0 < untestable.count() < shown
            assert untestable.first.locator(".pill").inner_text() == "not testable here"
            page.select_option("#filter-verdict", "holds")
            page.screenshot(path=str(tmp_path / "index.png"))
            assert errors == [], errors
        finally:
            browser.close()
