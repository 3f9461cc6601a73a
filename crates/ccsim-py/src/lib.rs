//! ccsim._core: the thin PyO3 layer. Scenario JSON in, numpy columns out. Every engine error
//! becomes a Python exception; nothing panics across the boundary (a panic inside the engine is
//! caught and raised as `EngineError`).

use ccsim_engine::results::Column;
use ccsim_engine::{Scenario, Simulation as EngineSim};
use numpy::IntoPyArray;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::panic::{catch_unwind, AssertUnwindSafe};

pyo3::create_exception!(_core, ScenarioError, PyValueError, "The scenario is invalid; the message names the field.");
pyo3::create_exception!(_core, BudgetExceeded, PyRuntimeError, "The run exceeded its event or wall-time budget.");
pyo3::create_exception!(_core, EngineError, PyRuntimeError, "An internal engine failure (a bug): please report it.");

/// A simulation being run. Build it from the lowered scenario JSON, advance it with `run_until`,
/// read `results()` at the end.
#[pyclass(module = "ccsim._core")]
struct Simulation {
    sim: Option<EngineSim>,
}

fn engine_panic(e: Box<dyn std::any::Any + Send>) -> PyErr {
    let msg = e
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "unknown panic".into());
    EngineError::new_err(format!("engine panicked: {msg}"))
}

impl Simulation {
    fn sim(&self) -> PyResult<&EngineSim> {
        self.sim.as_ref().ok_or_else(unusable)
    }

    fn sim_mut(&mut self) -> PyResult<&mut EngineSim> {
        self.sim.as_mut().ok_or_else(unusable)
    }
}

fn unusable() -> PyErr {
    EngineError::new_err("simulation is unusable after an engine failure")
}

#[pymethods]
impl Simulation {
    #[new]
    fn new(scenario_json: &str) -> PyResult<Self> {
        let built = catch_unwind(|| {
            let s = Scenario::from_json(scenario_json)?;
            EngineSim::new(s)
        })
        .map_err(engine_panic)?;
        let sim = built.map_err(|e| ScenarioError::new_err(e.to_string()))?;
        Ok(Simulation { sim: Some(sim) })
    }

    #[getter]
    fn now_ns(&self) -> PyResult<u64> {
        Ok(self.sim()?.now())
    }

    #[getter]
    fn duration_ns(&self) -> PyResult<u64> {
        Ok(self.sim()?.duration())
    }

    #[getter]
    fn events(&self) -> PyResult<u64> {
        Ok(self.sim()?.events_processed)
    }

    /// Let endpoints run ahead of the clock for arrivals up to t_ns even within shorter
    /// run_until steps (for a caller that reads results only at t_ns; see the engine's
    /// `Simulation::set_ahead_horizon`).
    fn set_ahead_horizon(&mut self, t_ns: u64) -> PyResult<()> {
        self.sim_mut()?.set_ahead_horizon(t_ns);
        Ok(())
    }

    /// Advance to min(t_ns, duration). Returns True when the run is finished. Releases the GIL.
    fn run_until(&mut self, py: Python<'_>, t_ns: u64) -> PyResult<bool> {
        let mut sim = self.sim.take().ok_or_else(unusable)?;
        let (sim, out) = py.detach(move || {
            let out = catch_unwind(AssertUnwindSafe(|| sim.run_until(t_ns)));
            (out.is_ok().then_some(sim), out)
        });
        self.sim = sim;
        match out {
            Err(p) => Err(engine_panic(p)),
            Ok(Err(e)) => Err(BudgetExceeded::new_err(e.to_string())),
            Ok(Ok(done)) => Ok(done),
        }
    }

    /// Results as {table: {column: numpy array}}, plus "meta": {name: scalar}.
    fn results<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let r = self.sim()?.results();
        let out = PyDict::new(py);
        for (name, table) in r.tables {
            let t = PyDict::new(py);
            for (col, data) in table.columns {
                let arr: Bound<'py, PyAny> = match data {
                    Column::U64(v) => v.into_pyarray(py).into_any(),
                    Column::I64(v) => v.into_pyarray(py).into_any(),
                    Column::U32(v) => v.into_pyarray(py).into_any(),
                    Column::U8(v) => v.into_pyarray(py).into_any(),
                    Column::F64(v) => v.into_pyarray(py).into_any(),
                    Column::Bool(v) => v.into_pyarray(py).into_any(),
                };
                t.set_item(col, arr)?;
            }
            out.set_item(name, t)?;
        }
        let meta = PyDict::new(py);
        meta.set_item("sim_ns", r.sim_ns)?;
        meta.set_item("events", r.events)?;
        meta.set_item("seed", r.seed)?;
        meta.set_item("finished", r.finished)?;
        meta.set_item("trace_truncated", r.trace_truncated)?;
        out.set_item("meta", meta)?;
        Ok(out)
    }

    /// Empty when every packet is accounted for (delivered, dropped or in flight).
    fn conservation_errors(&self) -> PyResult<Vec<String>> {
        Ok(self.sim()?.conservation_errors())
    }
}

/// Engine version: the crate version and a digest of the engine's sources ("0.1.0+3fa9c2e01b7d"),
/// so caches keyed by it never mix results of different engine code.
#[pyfunction]
fn version() -> &'static str {
    concat!(env!("CARGO_PKG_VERSION"), "+", env!("CCSIM_ENGINE_DIGEST"))
}

/// How the engine was compiled: "profile-guided" (scripts/pgo.sh) or "plain". Same results
/// either way; benchmark reports say which one they measured.
#[pyfunction]
fn build() -> &'static str {
    env!("CCSIM_ENGINE_BUILD")
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Simulation>()?;
    m.add_function(wrap_pyfunction!(version, m)?)?;
    m.add_function(wrap_pyfunction!(build, m)?)?;
    m.add("ScenarioError", m.py().get_type::<ScenarioError>())?;
    m.add("BudgetExceeded", m.py().get_type::<BudgetExceeded>())?;
    m.add("EngineError", m.py().get_type::<EngineError>())?;
    Ok(())
}
