//! Stamp the engine's version with a digest of its sources, so result caches keyed by the
//! version (sweeps, reproductions) are invalidated whenever the engine's code (or this crate's,
//! or a locked dependency) changes, not only when someone remembers to bump the version.

use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") || p.file_name().is_some_and(|n| n == "Cargo.toml") {
            out.push(p);
        }
    }
}

fn main() {
    // The engine, this crate's conversion of its results, and the lock file (the versions of
    // `rand` and its kin decide every random draw).
    // Canonical, so that each file's path relative to the workspace (hashed with it) is the
    // same on every machine.
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).canonicalize().expect("crate directory");
    let root = here.join("../..").canonicalize().expect("workspace directory");
    let engine = here.join("../ccsim-engine").canonicalize().expect("engine crate directory");
    let mut list = vec![];
    files(&engine.join("src"), &mut list);
    files(&here.join("src"), &mut list);
    list.push(engine.join("Cargo.toml"));
    list.push(root.join("Cargo.lock"));
    list.sort();
    // FNV-1a over (relative path, contents): stable across Rust versions and machines.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in &list {
        let rel = p.strip_prefix(&root).unwrap_or(p).to_string_lossy().replace('\\', "/");
        for b in rel.bytes().chain(std::fs::read(p).unwrap_or_default()) {
            h ^= b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        println!("cargo:rerun-if-changed={}", p.display());
    }
    println!("cargo:rerun-if-changed={}", engine.join("src").display());
    println!("cargo:rerun-if-changed={}", here.join("src").display());
    println!("cargo:rustc-env=CCSIM_ENGINE_DIGEST={:012x}", h & 0xffff_ffff_ffff);
    // Which build this is (scripts/pgo.sh), for benchmark reports: the flags reach rustc through
    // RUSTFLAGS, which cargo hands build scripts as CARGO_ENCODED_RUSTFLAGS.
    let flags = std::env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    let guided = flags.split('\x1f').any(|f| f.starts_with("-Cprofile-use"));
    println!("cargo:rustc-env=CCSIM_ENGINE_BUILD={}", if guided { "profile-guided" } else { "plain" });
}
