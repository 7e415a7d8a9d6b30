//! Splitting a plan: its rule, the jobs of the plain boards, and that
//! the parts add up (splitting exists only outside the judge build).

use super::{Expand, Jobs, Plan};
use crate::board::Board;
use crate::count::join::Join;
use crate::count::{self, orbits};
use crate::testing::{random_board, reference_count, symmetric_board, Rng, SUBGROUPS};

/// What `Jobs::split` promises of a search's jobs: none left (all
/// completed on the way), or at least `target`, none with more than
/// one queen to place beyond the median job.
fn assert_split_as_documented<S: Expand>(plan: &Jobs<S>, target: usize) {
    let mut queens_left: Vec<usize> = (plan.jobs.iter())
        .map(|&(start, _)| plan.tree.rows_left(start))
        .collect();
    queens_left.sort_unstable();
    if let Some(&most) = queens_left.last() {
        let median = queens_left[queens_left.len() / 2];
        assert!(
            plan.jobs.len() >= target && most <= median + 1,
            "{} jobs for {}, queens left {}..={}, median {}",
            plan.jobs.len(),
            target,
            queens_left[0],
            most,
            median
        );
    }
}

/// `split` stops as soon as its rule holds: jobs that already meet it
/// (enough of them, none with more than one queen beyond the median)
/// are left as they are, and a round splits the largest jobs alone.
#[test]
fn split_stops_as_soon_as_its_rule_holds() {
    let mut plan = count::symmetry_plan(12);
    let (job, children) = (plan.jobs.iter())
        .map(|&(start, _)| {
            let mut children = Vec::new();
            plan.tree
                .expand(start, false, &mut |_, child| children.push(child));
            (start, children)
        })
        .find(|(_, children)| children.len() >= 2)
        .expect("a job with two children");
    let child = children[0];
    assert_eq!(plan.tree.rows_left(child) + 1, plan.tree.rows_left(job));
    plan.jobs = vec![(child, 1), (job, 1), (child, 1)];
    assert_eq!(plan.split(3), 0);
    assert_eq!(plan.jobs.len(), 3, "the rule held: nothing to split");
    plan.split(4);
    assert_eq!(
        plan.jobs.len(),
        2 + children.len(),
        "one round, the largest job split"
    );
}

/// The plain-board engine splits plain N = 16..21 into the jobs that
/// README's table gives, for one or two threads (256 or 512 jobs
/// wanted) and for 16 or more (4,096).
#[test]
fn plain_boards_split_into_the_jobs_of_the_readme() {
    let table = [
        (16, 1_391, 7_045),
        (17, 1_693, 9_373),
        (18, 2_176, 13_372),
        (19, 2_577, 17_077),
        (20, 3_215, 23_385),
        (21, 3_729, 28_941),
    ];
    for (n, few, many) in table {
        for (target, jobs) in [(256, few), (512, few), (4096, many)] {
            let mut plan = count::symmetry_plan(n);
            plan.split(target);
            assert_split_as_documented(&plan, target);
            assert_eq!(plan.jobs.len(), jobs, "N = {}, {} wanted", n, target);
        }
    }
}

#[test]
fn split_jobs_add_up_to_the_count() {
    let mut rng = Rng(0x5EED_0004);
    for case in 0..200 {
        let n = 1 + rng.below(13);
        let board = if case % 10 == 0 {
            Board::plain(n)
        } else if case % 5 == 1 {
            let group = SUBGROUPS[3 + case / 5 % 7]; // the ones that fix no border line
            let percent = 92 + rng.below(9);
            symmetric_board(&mut rng, n, percent, group)
        } else {
            let percent = 30 + rng.below(71);
            random_board(&mut rng, n, percent, case % 4 == 0)
        };
        let expected = reference_count(&board);
        for &target in &[1, 7, 100, 5000] {
            let mut plans = vec![
                count::fastest(&board).0,
                count::dynamic_search(&board).into(),
                count::reference(&board).into(),
                count::meet::Meet::new(&board).into(),
            ];
            // Pinned plans, whether or not the engines would choose them.
            let group = board.symmetries();
            if let Some(lines) = orbits::pinned_lines(n, group) {
                let pinned = orbits::canonical(&board, group, &lines);
                plans.push(count::pinned_fast(&board, &pinned).into());
                plans.push(count::pinned_dynamic(&board, &pinned).into());
            }
            for mut plan in plans {
                let completed = plan.split(target);
                match &plan {
                    Plan::Rows(ref jobs) => assert_split_as_documented(jobs, target),
                    Plan::Dynamic(ref jobs) => assert_split_as_documented(jobs, target),
                    Plan::Join(_) | Plan::Meet(_) => {}
                }
                assert_eq!(
                    completed + plan.count_all(),
                    expected,
                    "split to {} of {:?}",
                    target,
                    board
                );
            }
        }
    }
}

/// A unit of a join counted on a thread that weighed it
/// (`Plan::unit_work`) grows the thread's buffers by less than half
/// what it grows them by unweighed; the searches keep no buffers.
#[test]
fn a_readied_unit_counts_in_the_buffers_it_has() {
    let memory = crate::memory::Memory::default();
    let (mut plan, _) = count::plain_join(16, &memory).expect("the join");
    plan.split(64);
    let grown = |ready: bool| {
        std::thread::scope(|scope| {
            let thread = scope.spawn(|| {
                let mut random = crate::random::Random::seeded();
                let mut grown = 0;
                for job in 0..plan.len() {
                    let (unit, _) = plan.unit(job, 4, &mut random);
                    if ready {
                        plan.unit_work(unit);
                    }
                    let before = Join::kept_bytes();
                    plan.count_unit(unit);
                    grown += Join::kept_bytes() - before;
                }
                grown
            });
            thread.join().unwrap()
        })
    };
    let (readied, unreadied) = (grown(true), grown(false));
    assert!(
        unreadied > 0 && readied * 2 < unreadied,
        "{} {}",
        readied,
        unreadied
    );
    let search: Plan = count::reference(&Board::plain(10)).into();
    let (unit, _) = search.unit(0, 4, &mut crate::random::Random::seeded());
    std::thread::spawn(move || {
        assert_eq!(search.unit_work(unit), None);
        assert_eq!(Join::kept_bytes(), 0);
    })
    .join()
    .unwrap();
}
