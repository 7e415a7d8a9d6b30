//! Times, sizes and counts as people read them, for the progress line,
//! `--time` and `--estimate`: "4.2 s", "3 min 05 s", "2 h 07 min",
//! "3.5 days", "12.0 years", "4.1e18 years"; "75.4 MiB", "1.6 GiB";
//! "1 job", "3 jobs".

/// Seconds in a year of 365.25 days.
const YEAR: f64 = 365.25 * 86_400.0;

/// `seconds` (not negative) at the scale that reads best.
pub fn seconds(seconds: f64) -> String {
    let whole = seconds as u64;
    if seconds < 60.0 {
        format!("{:.1} s", seconds)
    } else if whole < 3600 {
        format!("{} min {:02} s", whole / 60, whole % 60)
    } else if whole < 2 * 86_400 {
        format!("{} h {:02} min", whole / 3600, whole % 3600 / 60)
    } else if seconds < YEAR {
        format!("{:.1} days", seconds / 86_400.0)
    } else if seconds < 1e6 * YEAR {
        format!("{:.1} years", seconds / YEAR)
    } else {
        format!("{:.1e} years", seconds / YEAR)
    }
}

/// `n` things, as "1 job" or "3 jobs" (`thing` singular, an `s` added).
pub fn counted(n: usize, thing: &str) -> String {
    match n {
        1 => format!("1 {}", thing),
        _ => format!("{} {}s", n, thing),
    }
}

/// A case's jobs and the threads they share, as `--time` and
/// `--estimate` say it: "3 jobs on 2 threads", "1 job on 1 thread".
pub fn jobs_on_threads(jobs: usize, threads: usize) -> String {
    format!("{} on {}", counted(jobs, "job"), counted(threads, "thread"))
}

/// `bytes` in MiB below a GiB, else in GiB.
pub fn bytes(bytes: u64) -> String {
    let mib = bytes as f64 / (1u64 << 20) as f64;
    match mib < 1024.0 {
        true => format!("{:.1} MiB", mib),
        false => format!("{:.1} GiB", mib / 1024.0),
    }
}

#[cfg(test)]
mod tests {
    use super::{bytes, counted, jobs_on_threads, seconds, YEAR};

    #[test]
    fn each_scale_reads_as_its_unit() {
        assert_eq!(seconds(4.25), "4.2 s");
        assert_eq!(seconds(59.94), "59.9 s");
        assert_eq!(seconds(185.0), "3 min 05 s");
        assert_eq!(seconds(7620.0), "2 h 07 min");
        assert_eq!(seconds(47.0 * 3600.0), "47 h 00 min");
        assert_eq!(seconds(3.5 * 86_400.0), "3.5 days");
        assert_eq!(seconds(12.0 * YEAR), "12.0 years");
        assert_eq!(seconds(4.1e18 * YEAR), "4.1e18 years");
        assert_eq!(bytes(79_063_040), "75.4 MiB");
        assert_eq!(bytes(1_717_986_919), "1.6 GiB");
        assert_eq!(counted(1, "job"), "1 job");
        assert_eq!(counted(0, "unit"), "0 units");
        assert_eq!(counted(4096, "thread"), "4096 threads");
        assert_eq!(jobs_on_threads(1, 1), "1 job on 1 thread");
        assert_eq!(jobs_on_threads(3, 2), "3 jobs on 2 threads");
    }
}
