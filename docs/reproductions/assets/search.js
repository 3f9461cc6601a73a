/* ccsim report search: every page's text is in window.CCSIM_SEARCH (assets/search-index.js), so
   search works from a file:// URL as well as from a server. Also the index page's filters. */
(function () {
  "use strict";
  var pages = window.CCSIM_SEARCH || [];
  var box = document.getElementById("search");
  var list = document.getElementById("search-results");

  function escapeHtml(s) {
    return s.replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }

  function terms(q) {
    return q.toLowerCase().split(/\s+/).filter(function (t) { return t.length > 1; });
  }

  function snippet(text, ts) {
    var low = text.toLowerCase(), at = low.indexOf(ts[0]);
    var start = Math.max(0, at - 60), s = text.slice(start, start + 180);
    var html = escapeHtml((start > 0 ? "… " : "") + s + " …");
    ts.forEach(function (t) {
      var re = new RegExp("(" + t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + ")", "ig");
      html = html.replace(re, "<mark>$1</mark>");
    });
    return html;
  }

  function search(q) {
    var ts = terms(q);
    if (!ts.length) { return []; }
    var hits = [];
    pages.forEach(function (p) {
      var title = p.t.toLowerCase(), text = p.x.toLowerCase(), score = 0;
      for (var i = 0; i < ts.length; i++) {
        var inTitle = title.indexOf(ts[i]) >= 0, inText = text.indexOf(ts[i]) >= 0;
        if (!inTitle && !inText) { return; }
        score += (inTitle ? 10 : 0) + (inText ? 1 : 0);
      }
      hits.push({ p: p, score: score });
    });
    hits.sort(function (a, b) { return b.score - a.score; });
    return hits.slice(0, 20).map(function (h) { return { page: h.p, terms: ts }; });
  }

  function show(q) {
    var hits = search(q);
    list.innerHTML = "";
    if (!q.trim()) { list.hidden = true; return; }
    if (!hits.length) {
      list.innerHTML = "<li>No page matches.</li>";
    }
    hits.forEach(function (h) {
      var li = document.createElement("li");
      var verdict = h.page.v ? " <span class=\"pill " + (h.page.s || "fails") + "\">" + escapeHtml(h.page.v) + "</span>" : "";
      li.innerHTML = "<a href=\"" + encodeURI(h.page.u) + "\">" + escapeHtml(h.page.t) + "</a>" + verdict +
        "<div class=\"snip\">" + snippet(h.page.x, h.terms) + "</div>";
      list.appendChild(li);
    });
    list.hidden = false;
  }

  if (box && list) {
    box.addEventListener("input", function () { show(box.value); });
    box.addEventListener("keydown", function (ev) {
      if (ev.key === "Escape") { box.value = ""; show(""); }
      if (ev.key === "Enter") { var a = list.querySelector("a"); if (a) { window.location.href = a.href; } }
    });
    document.addEventListener("click", function (ev) {
      if (!list.contains(ev.target) && ev.target !== box) { list.hidden = true; }
    });
  }

  /* Index page: filter rows by paper, verdict and text. */
  var paper = document.getElementById("filter-paper");
  var verdict = document.getElementById("filter-verdict");
  var text = document.getElementById("filter-text");
  var count = document.getElementById("filter-count");
  function filter() {
    var rows = document.querySelectorAll("table.index tbody tr"), shown = 0;
    var q = text ? text.value.toLowerCase() : "";
    rows.forEach(function (r) {
      var ok = (!paper.value || r.dataset.paper === paper.value) &&
               (!verdict.value || r.dataset.verdict === verdict.value) &&
               (!q || r.textContent.toLowerCase().indexOf(q) >= 0);
      r.hidden = !ok;
      shown += ok ? 1 : 0;
    });
    if (count) { count.textContent = shown + " of " + rows.length + " shown"; }
  }
  if (paper && verdict && text) {
    [paper, verdict].forEach(function (el) { el.addEventListener("change", filter); });
    text.addEventListener("input", filter);
    filter();
  }
})();
