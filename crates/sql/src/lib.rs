//! SQL for the engine: the resolved intent ([`intent`]), its translation into a `sqlparser` AST
//! with foreign-key joins ([`build`], [`join`]), and the gate every statement passes before it
//! runs ([`validate`]).
//!
//! Architecture Invariant: this crate does no I/O. It reads the catalog, never a database.

pub mod build;
pub mod intent;
pub mod join;
pub mod lift;
pub mod validate;

pub use build::{BuildError, Builder, Built};
pub use intent::*;
pub use lift::{lift, Lifted};
pub use validate::{validate, Validated, ValidationError};
