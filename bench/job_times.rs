//! bench/job_times: the time of every job of one case, as the program
//! splits it for the given threads or shard, each job counted in turn on
//! this thread through the library (`nqueens::jobs`). bench/simulate.py
//! schedules those times on threads and shards it does not have.
//!
//!     job_times -j K N          job_times -j K < BOARD
//!     job_times --shard I/M N   job_times --shard I/M < BOARD
//!
//! Prints one time in seconds per job, in the jobs' order, then checks the
//! jobs' counts against the whole count and fails if they differ.

use nqueens::{count, jobs, Board, Dialect, Engine, Parser, Settings, Shard};
use std::io::Read;
use std::time::Instant;

fn settings(option: &str, value: &str) -> Settings {
    let quiet = Settings {
        progress: Some(false),
        ..Settings::default()
    };
    match option {
        "-j" => Settings {
            threads: Some(value.parse().expect("-j takes a thread count")),
            ..quiet
        },
        "--shard" => {
            let (index, count) = value.split_once('/').expect("--shard takes I/M");
            let shard = Shard::new(index.parse().unwrap(), count.parse().unwrap());
            Settings {
                shard: shard.expect("--shard takes I < M"),
                ..quiet
            }
        }
        _ => panic!("usage: job_times (-j K | --shard I/M) [N]"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: job_times (-j K | --shard I/M) [N]");
    let settings = settings(&args[0], &args[1]);
    let board = match args.get(2) {
        Some(n) => Board::plain(n.parse().expect("N is a number")),
        None => {
            let mut input = Vec::new();
            std::io::stdin().read_to_end(&mut input).expect("stdin reads");
            let mut parser = Parser::new(&input, Dialect::Luogu);
            parser.next_case().expect("a board").expect("one case")
        }
    };
    let jobs = jobs(&board, Engine::Auto, settings).expect("auto counts every board");
    let mut total = jobs.completed();
    for index in 0..jobs.len() {
        let started = Instant::now();
        total += jobs.count(index);
        println!("{:.9}", started.elapsed().as_secs_f64());
    }
    assert_eq!(total, count(&board), "the jobs add up to the count");
}
