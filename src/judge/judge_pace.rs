//! The judge build's pace: a step of the dynamic search weighs
//! `DYNAMIC_PACE` of the fast core's, on one thread, and no clock is
//! read (the judge file has no room for the program's `count::pace`).

use crate::tuning::DYNAMIC_PACE;
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

    /// `weigh`, with no clock.
    pub fn weigh_timed(&self, _: Option<Instant>, steps: f64, dynamic: bool) -> f64 {
        self.weigh(steps, dynamic)
    }

    /// The steps, a dynamic search's weighed by `DYNAMIC_PACE`.
    pub fn weigh(&self, steps: f64, dynamic: bool) -> f64 {
        steps * self.dynamic_step().powi(i32::from(dynamic))
    }

    /// `DYNAMIC_PACE`.
    pub fn dynamic_step(&self) -> f64 {
        DYNAMIC_PACE
    }
}
