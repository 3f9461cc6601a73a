"""``ccsim report``: the reproduction pages as a static HTML site a researcher reads in a browser.

The pages directory that ``ccsim reproduce --pages DIR`` fills (``<id>.md``, ``<id>.json``,
``<id>.png`` and ``<id>.svg`` per experiment, ``changes.md``) becomes, in ``out`` (by default the
same directory): ``index.html`` (every experiment with its verdict, filters and search),
``<id>.html`` per experiment (the Markdown page rendered: the verdict coloured, the comparison
table with the paper's columns and ccsim's told apart, the figure with PNG and SVG downloads,
previous/next and a sidebar of every experiment), the extra documents (``changes.md``, and the
ns-2 validation page ``validation.md`` when it is found beside the pages' directory) and
``assets/`` (stylesheet, search script and search index). Plain files: open ``index.html`` from
disk or serve the directory; no server code, no network.

Rendering uses markdown-it-py (CommonMark plus tables) and Jinja2 templates
(``ccsim/site/templates``); nothing here writes HTML by hand beyond the markdown-it token hooks.
"""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ccsim.atomic import write_atomic

if TYPE_CHECKING:  # the experiments (pandas) load only when a site is built
    from ccsim.experiments.base import Verdict

__all__ = ["build_site", "Site", "PAPERS"]

HERE = Path(__file__).parent
#: Experiment id prefix -> short name of its paper, in the order the index shows them.
PAPERS = {
    "rtcp": "000 Randomized TCP",
    "e2e": "001/002 End-to-end delay of Randomized TCP",
    "tfrcp": "003 TFRCP",
    "aimd": "004 TCP(alpha, beta) / GAIMD",
}


@dataclass
class Site:
    """What :func:`build_site` wrote."""

    out: Path
    pages: list[Path] = field(default_factory=list)
    experiments: int = 0
    missing: list[str] = field(default_factory=list)

    @property
    def index(self) -> Path:
        return self.out / "index.html"


@dataclass
class _Entry:
    id: str
    title: str
    paper: str
    group: str
    source: str
    status: dict[str, Any] | None
    href: str

    @property
    def verdict(self) -> Verdict | None:
        """The recorded verdict, None if not run."""
        from ccsim.experiments.base import Verdict

        return None if self.status is None else Verdict.from_record(self.status)

    @property
    def state(self) -> str:
        """The verdict's status (``holds``, ``fails``, ``untestable``) or ``notrun``: the CSS
        class and the index filter's value."""
        v = self.verdict
        return "notrun" if v is None else v.status


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "section"


def _markdown(site_pages: set[str]) -> Any:
    """A markdown-it renderer: CommonMark + tables, heading anchors, classed comparison tables,
    links to site pages rewritten from ``.md`` to ``.html``."""
    from markdown_it import MarkdownIt

    md: Any = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable(["table", "strikethrough"])

    def anchors(state: Any) -> None:
        seen: dict[str, int] = {}
        tokens = state.tokens
        for i, tok in enumerate(tokens):
            if tok.type == "heading_open":
                text = tokens[i + 1].content if i + 1 < len(tokens) else ""
                slug = _slug(text)
                n = seen.get(slug, 0)
                seen[slug] = n + 1
                tok.attrSet("id", slug if n == 0 else f"{slug}-{n}")

    def tables(state: Any) -> None:
        """Mark each column of a table by its header: ``paper ...`` and ``ccsim ...`` columns get
        the classes ``paper`` and ``ccsim`` (coloured apart), the others ``key``."""
        tokens = state.tokens
        i = 0
        while i < len(tokens):
            if tokens[i].type != "table_open":
                i += 1
                continue
            tokens[i].attrJoin("class", "data")
            kinds: list[str] = []
            j = i + 1
            col = 0
            while j < len(tokens) and tokens[j].type != "table_close":
                tok = tokens[j]
                if tok.type == "tr_open":
                    col = 0
                elif tok.type == "th_open":
                    text = tokens[j + 1].content.strip().lower() if j + 1 < len(tokens) else ""
                    kind = ("paper" if text.startswith("paper") else
                            "ccsim" if text.startswith("ccsim") else "key")
                    kinds.append(kind)
                    tok.attrJoin("class", kind)
                elif tok.type == "td_open":
                    if col < len(kinds):
                        tok.attrJoin("class", kinds[col])
                    col += 1
                j += 1
            i = j + 1

    md.core.ruler.push("ccsim_anchors", anchors)
    md.core.ruler.push("ccsim_tables", tables)

    default_link = md.renderer.rules.get("link_open")

    def link_open(tokens: Any, idx: int, options: Any, env: Any) -> str:
        href = tokens[idx].attrGet("href") or ""
        target, _, frag = href.partition("#")
        if target.endswith(".md") and "/" not in target and target[:-3] in site_pages:
            tokens[idx].attrSet("href", target[:-3] + ".html" + (f"#{frag}" if frag else ""))
        elif target.endswith(".md") and env.get("rewrite_links"):
            tokens[idx].attrSet("href", env["rewrite_links"](href))
        if default_link is not None:
            return str(default_link(tokens, idx, options, env))
        return str(md.renderer.renderToken(tokens, idx, options, env))

    def table_open(tokens: Any, idx: int, options: Any, env: Any) -> str:
        return '<div class="table-wrap">' + md.renderer.renderToken(tokens, idx, options, env)

    def table_close(tokens: Any, idx: int, options: Any, env: Any) -> str:
        return md.renderer.renderToken(tokens, idx, options, env) + "</div>"

    def image(tokens: Any, idx: int, options: Any, env: Any) -> str:
        """A figure: the PNG shown, with PNG and SVG downloads when both exist."""
        from html import escape

        tok = tokens[idx]
        src = tok.attrGet("src") or ""
        alt = tok.content or ""
        links = [f'<a href="{escape(src)}">PNG</a>']
        stem = src.rsplit(".", 1)[0]
        if src.endswith(".png") and (env.get("files", set()) & {stem + ".svg"}):
            links.append(f'<a href="{escape(stem)}.svg">SVG</a>')
        return (f'<figure class="plot"><a href="{escape(src)}"><img src="{escape(src)}" '
                f'alt="figure: {escape(alt)}" loading="lazy"></a>'
                f'<figcaption>Figure of {escape(alt)}: ccsim means with 95% confidence '
                f'intervals, the paper\'s values where it gives numbers. Download '
                f'{" · ".join(links)}.</figcaption></figure>')

    md.renderer.rules["link_open"] = link_open
    md.renderer.rules["table_open"] = table_open
    md.renderer.rules["table_close"] = table_close
    md.renderer.rules["image"] = image
    return md


def _text(markdown_text: str) -> str:
    """Plain text for the search index: Markdown punctuation and table rules removed."""
    t = re.sub(r"!\[[^\]]*\]\([^)]*\)", " ", markdown_text)
    t = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", t)
    t = re.sub(r"[|*_`#>]+|-{3,}", " ", t)
    return re.sub(r"\s+", " ", t).strip()


def _group(experiment_id: str) -> str:
    return experiment_id.split("-", 1)[0]


def _entries(pages: Path) -> list[_Entry]:
    from ccsim.experiments import REGISTRY
    from ccsim.experiments.report import last_status

    status = last_status(pages)
    entries = []
    for e in REGISTRY.values():
        st = status.get(e.id)
        has_page = st is not None and (pages / f"{e.id}.md").exists()
        entries.append(_Entry(e.id, e.title, e.paper, _group(e.id), e.source,
                              st if has_page else None, f"{e.id}.html"))
    entries.sort(key=lambda x: list(PAPERS).index(x.group) if x.group in PAPERS else len(PAPERS))
    return entries


def _environment() -> Any:
    from jinja2 import Environment, FileSystemLoader, select_autoescape

    env = Environment(loader=FileSystemLoader(HERE / "templates"),
                      autoescape=select_autoescape(["html"]), trim_blocks=True,
                      lstrip_blocks=True, keep_trailing_newline=True)
    env.filters["ms"] = lambda s: "" if s is None else f"{float(s):.1f} s"
    return env


def _docs(pages: Path, extra: list[Path] | None) -> list[Path]:
    """Documents beside the experiments: changes.md in the pages, validation.md found beside
    the pages' directory (docs/validation.md for docs/reproductions), and any ``extra``."""
    found = [p for p in (pages / "changes.md", pages.parent / "validation.md") if p.is_file()]
    for p in extra or []:
        if p not in found:
            found.append(p)
    return found


def build_site(pages: str | Path, out: str | Path | None = None, *,
               docs: list[Path] | None = None) -> Site:
    """Render the pages directory ``pages`` into a static site in ``out`` (default: ``pages``
    itself); returns what was written. Experiments never run show in the index as "not run"."""
    import os

    from ccsim.experiments.base import STATUS_TEXT

    pages = Path(pages)
    if not pages.is_dir():
        raise FileNotFoundError(f"{pages}: no such directory of reproduction pages "
                                "(ccsim reproduce ID --pages DIR writes them)")
    out = Path(out) if out is not None else pages
    out.mkdir(parents=True, exist_ok=True)
    site = Site(out)
    entries = _entries(pages)
    ran = [e for e in entries if e.status is not None]
    documents = _docs(pages, docs)
    doc_names = {d.stem for d in documents}
    md = _markdown({e.id for e in ran} | doc_names)
    env = _environment()
    files = {p.name for p in pages.iterdir() if p.is_file()}

    # Assets: copied figures when the site is written elsewhere, stylesheet and scripts.
    assets = out / "assets"
    assets.mkdir(exist_ok=True)
    for name in ("style.css", "search.js"):
        write_atomic(assets / name, (HERE / "static" / name).read_bytes())
    if out.resolve() != pages.resolve():
        for e in ran:
            for suffix in (".png", ".svg"):
                src = pages / f"{e.id}{suffix}"
                if src.exists():
                    shutil.copyfile(src, out / src.name)

    nav = [{"group": g, "paper": PAPERS.get(g, g),
            "items": [e for e in entries if e.group == g]} for g in dict.fromkeys(e.group for e in entries)]
    doc_links = [{"href": f"{d.stem}.html", "title": _doc_title(d)} for d in documents]
    common = {"nav": nav, "docs": doc_links, "papers": PAPERS,
              "holds": sum(1 for e in ran if e.state == "holds"),
              "untestable": sum(1 for e in ran if e.state == "untestable"),
              "state_text": {**STATUS_TEXT, "notrun": "not run"},
              "ran": len(ran), "total": len(entries)}
    search: list[dict[str, str]] = []

    for k, e in enumerate(ran):
        text = (pages / f"{e.id}.md").read_text(encoding="utf-8")
        body = _strip_title(text)
        html = md.render(body, {"files": files})
        prev_e = ran[k - 1] if k > 0 else None
        next_e = ran[k + 1] if k + 1 < len(ran) else None
        page = env.get_template("experiment.html").render(
            **common, e=e, st=e.status, body=html, prev=prev_e, next=next_e, current=e.id,
            title=f"{e.id}: {e.title}")
        path = out / f"{e.id}.html"
        write_atomic(path, page)
        site.pages.append(path)
        search.append({"u": f"{e.id}.html", "t": f"{e.id}: {e.title}", "g": e.group,
                       "v": STATUS_TEXT[e.state], "s": e.state,
                       "x": _text(body)})
    site.experiments = len(ran)
    site.missing = [e.id for e in entries if e.status is None]

    for d in documents:
        text = d.read_text(encoding="utf-8")
        base = d.parent

        def rewrite(href: str, base: Path = base) -> str:
            target, _, frag = href.partition("#")
            if "://" in target:
                return href
            resolved = (base / target).resolve()
            return os.path.relpath(resolved, out.resolve()) + (f"#{frag}" if frag else "")

        html = md.render(_strip_title(text), {"files": files, "rewrite_links": rewrite})
        title = _doc_title(d)
        page = env.get_template("document.html").render(**common, body=html, title=title,
                                                         current=d.stem)
        path = out / f"{d.stem}.html"
        write_atomic(path, page)
        site.pages.append(path)
        search.append({"u": f"{d.stem}.html", "t": title, "g": "doc", "v": "", "x": _text(text)})

    index = env.get_template("index.html").render(**common, entries=entries, current="index",
                                                  title="ccsim reproductions")
    write_atomic(out / "index.html", index)
    site.pages.insert(0, out / "index.html")
    write_atomic(assets / "search-index.js",
                 "window.CCSIM_SEARCH = " + json.dumps(search, ensure_ascii=False) + ";\n")
    return site


def _strip_title(markdown_text: str) -> str:
    """The page without its first ``# title`` line (the template shows the title)."""
    lines = markdown_text.splitlines()
    if lines and lines[0].startswith("# "):
        lines = lines[1:]
    return "\n".join(lines)


def _doc_title(path: Path) -> str:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return path.stem
