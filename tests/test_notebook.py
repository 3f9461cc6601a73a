"""docs/example.ipynb runs top to bottom in a fresh Jupyter kernel (issue 12), and what it shows
is the compact HTML summary of a run and its default plots."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_example_notebook_runs() -> None:
    nbformat = pytest.importorskip("nbformat", reason="the notebook test needs the test extra")
    nbclient = pytest.importorskip("nbclient", reason="the notebook test needs the test extra")
    nb = nbformat.read(ROOT / "docs" / "example.ipynb", as_version=4)
    client = nbclient.NotebookClient(nb, timeout=300, kernel_name="python3",
                                     resources={"metadata": {"path": str(ROOT / "docs")}})
    client.execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    html = [o["data"]["text/html"] for o in outputs if "text/html" in o.get("data", {})]
    assert any('class="ccsim-results"' in h and "Flows" in h and ".plot.queue()" in h
               for h in html)
    assert sum("image/png" in o.get("data", {}) for o in outputs) == 2  # queue and cwnd
    text = "".join(o.get("text", "") for o in outputs)
    assert "short flow's share:" in text and "95% CI over 5 seeds" in text


def test_repr_html_and_plots() -> None:
    """Results in Jupyter: the summary's tables, and each plot's labelled axes; a series the
    scenario did not record names the monitor to turn on."""
    import matplotlib

    matplotlib.use("Agg")
    import ccsim

    sc = ccsim.Scenario.load(ROOT / "scenarios" / "rtcp-table3-mixed.toml")
    r = ccsim.run(sc.with_changes({"duration": "10s", "monitors.flows": {"every": "1s"}}), seed=1)
    h = r._repr_html_()
    assert h.count("<table") == 2 and "reno/randomized(I=1)" in h and "bottleneck" in h
    assert "<code>cwnd</code>" in h and ".plot.throughput()" in h
    assert "2 flows" in repr(r) and "cwnd" in repr(r)
    ax = r.plot.queue()
    assert ax.get_ylabel() == "queue length (packets)" and ax.get_xlabel() == "time (s)"
    ax = r.plot.cwnd(flows="short")
    assert ax.get_ylabel() == "cwnd (packets)" and len(ax.lines) == 1
    ax = r.plot.throughput()
    assert ax.get_ylabel() == "throughput (packets/s)" and len(ax.lines) == 2
    assert r.plot().get_ylabel() == "queue length (packets)"  # the default: the queue
    with pytest.raises(ValueError, match="no flow named 'nope'.*recorded: short, long"):
        r.plot.cwnd(flows="nope")
    # A [[flows]] entry's name stands for its flows: three copies of "long" drawn as three.
    group = ccsim.run(sc.with_changes({"duration": "5s", "flows[1].count": 3}), seed=1)
    ax = group.plot.cwnd(flows="long")
    assert [line.get_label() for line in ax.lines] == ["long.0", "long.1", "long.2"]
    bare = ccsim.run(sc.with_changes({"duration": "5s", "monitors": {}}), seed=1)
    with pytest.raises(ValueError, match=r"monitors.queue"):
        bare.plot.queue()
    with pytest.raises(ValueError, match=r"no time series"):
        bare.plot()
    assert "No time series recorded" in bare._repr_html_()
