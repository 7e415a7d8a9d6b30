//! The judge build's pace: a step of the dynamic search weighs one of
//! the fast core's, as `crate::tuning` has it, on one thread, and no
//! clock is read (the judge file has no room for the program's
//! `count::pace`).

use std::time::Instant;

#[derive(Default)]
pub struct Pace;

impl Pace {
    /// One thread.
    pub fn note_threads(&self, _: usize) {}

    /// No clock.
    pub fn timer<T>(&self, _: usize, _: f64, _: T) -> Option<Instant> {
        None
    }

    /// The steps as they are.
    pub fn weigh_timed(&self, _: Option<Instant>, steps: f64, _: bool) -> f64 {
        steps
    }

    /// The steps as they are.
    pub fn weigh(&self, steps: f64, _: bool) -> f64 {
        steps
    }

    /// A step of the fast core.
    pub fn dynamic_step(&self) -> f64 {
        1.0
    }
}
