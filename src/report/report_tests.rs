//! `--estimate`'s line, from given figures.

use super::Forecast;
use crate::output::{Format, Output};

fn line(forecast: Option<&Forecast>) -> String {
    let format = Format::default();
    let mut output = Output {
        out: Vec::new(),
        format,
    };
    output.forecast(3, 14, "join", forecast).unwrap();
    String::from_utf8(output.out).unwrap()
}

/// The line names the case and says its time; the slices' build where
/// there is one; the units counted and weighed where some were weighed,
/// else the units sampled; the cost model where none ended in time.
#[test]
fn the_forecast_line_says_how_it_was_sampled() {
    let mut said = Forecast {
        jobs: 8,
        threads: 2,
        sampled: 3,
        cpu: 4.0,
        sample_time: 1.0,
        ..Forecast::default()
    };
    let plain = line(Some(&said));
    assert!(plain.starts_with("case 3: N = 14, join; "), "{}", plain);
    assert!(plain.contains("3 units sampled in") && !plain.contains("building"));
    assert!(
        !plain.contains("weighed") && !plain.contains("cost model"),
        "{}",
        plain
    );
    (said.building, said.weighed) = (1.5, 40);
    let weighed = line(Some(&said));
    assert!(weighed.contains("building slices"), "{}", weighed);
    assert!(
        weighed.contains("3 units counted, 40 weighed"),
        "{}",
        weighed
    );
    said.modelled = Some(130.0);
    assert!(line(Some(&said)).contains("from the join's cost model"));
    assert_eq!(line(None), "case 3: N = 14, join: counted at once\n");
}

/// The wall time is the planning and the jobs shared over the threads,
/// no more threads than jobs, and no less than the longest job.
#[test]
fn the_wall_time_shares_the_jobs_over_the_threads() {
    let wall = |jobs, threads, longest_job| {
        let mut e = Forecast::default();
        (e.jobs, e.threads, e.setup, e.cpu, e.longest_job) =
            (jobs, threads, 2.0, 12.0, longest_job);
        e.wall()
    };
    assert_eq!(wall(100, 4, 0.0), 5.0);
    assert_eq!(wall(3, 4, 0.0), 6.0);
    assert_eq!(wall(0, 4, 0.0), 14.0);
    assert_eq!(wall(3, 4, 3.5), 6.0);
    assert_eq!(wall(3, 4, 9.0), 11.0);
}
