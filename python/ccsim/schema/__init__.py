"""The user-facing scenario schema (pydantic models), one module per part of a scenario.

``ccsim.scenario.Scenario`` assembles them; ``ccsim.lowering`` turns a validated scenario into
the engine's explicit form (``crates/ccsim-engine/src/scenario.rs``).
"""
