//! What `--estimate` reports of a case: plain figures, made by
//! `forecast` and written by `output`, so that the writing side needs
//! nothing of the counting side.

/// What counting a case (or this shard's part of it) would take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub jobs: usize,
    pub threads: usize,
    /// Units counted for the sample, units weighed by their modelled
    /// work (a join's), and the seconds it took.
    pub sampled: usize,
    pub weighed: usize,
    pub sample_time: f64,
    /// Seconds spent once, before or between the jobs: planning, and
    /// building a join's slices (`building` of them).
    pub setup: f64,
    pub building: f64,
    /// Seconds of thread time that all the jobs would take, each as long
    /// as it takes beside the others on `threads` threads.
    pub cpu: f64,
    /// Bytes the process would hold at most, where the system says.
    pub peak: Option<u64>,
    /// `Some(seconds)`: not sampled, as the least unit alone would take
    /// that long; `cpu` is the cost model's.
    pub modelled: Option<f64>,
}

impl Estimate {
    /// Seconds from start to end: planning, then the jobs shared out.
    pub fn wall(&self) -> f64 {
        self.setup + self.cpu / self.threads.min(self.jobs).max(1) as f64
    }
}
