//! The judge build's plans: a board's count as the jobs of one search
//! (`count::jobs`), all counted on one thread. No join, no split, no
//! shard: the program's plans (src/count/plan.rs) hold those.

use super::jobs::{Jobs, RowSets};
use super::{dynamic, meet};

/// A board's count as the jobs of one engine.
pub enum Plan {
    /// The masked DFS over sets of rows.
    Rows(Jobs<RowSets>),
    /// The dynamic-order search.
    Dynamic(Jobs<dynamic::Search>),
    /// The meet in the middle.
    Meet(Jobs<meet::Meet>),
}

impl Plan {
    /// The whole count, on this thread.
    pub fn count_all(&self) -> u64 {
        match self {
            Plan::Rows(jobs) => jobs.count_all(),
            Plan::Dynamic(jobs) => jobs.count_all(),
            Plan::Meet(jobs) => jobs.count_all(),
        }
    }
}

impl From<Jobs<RowSets>> for Plan {
    fn from(jobs: Jobs<RowSets>) -> Plan {
        Plan::Rows(jobs)
    }
}

impl From<Jobs<dynamic::Search>> for Plan {
    fn from(jobs: Jobs<dynamic::Search>) -> Plan {
        Plan::Dynamic(jobs)
    }
}

impl From<meet::Meet> for Plan {
    /// The meet in the middle, one job per range of column sets.
    fn from(meet: meet::Meet) -> Plan {
        let starts = meet.starts();
        Plan::Meet(Jobs::new(meet, starts))
    }
}
