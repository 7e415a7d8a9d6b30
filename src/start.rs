//! The program's entry point where it is built for Linux with glibc (the
//! command-line build; the judge file and the tests keep Rust's own):
//! a C `main` that calls `crate::main` without Rust's start-up runtime.
//!
//! Why: a board that counts in microseconds (the sparse 40- to 64-wide
//! bench boards) takes about 0.6 ms a run, nearly all of it starting the
//! process, and Rust's runtime spends 50 to 96 µs of that before `main`
//! (measured in alternation on the bench machine):
//! it reads `/proc/self/maps` to find the main thread's stack, maps an
//! alternate signal stack for its stack-overflow message (and unmaps it
//! at exit), and polls the three standard descriptors. The C peers in
//! bench/ do none of it, and no safe setting turns it off, so this file
//! holds the program's only unsafe code (bench/RESULTS.md has the
//! figures; README, "Why one unsafe file").
//!
//! What is given up, and why it does not matter here: a stack overflow
//! ends the process with SIGSEGV instead of a message (the engines recurse
//! at most 65 levels of small frames); a panic aborts instead of exiting
//! with status 101 (nothing panics on any input: tests/errors.rs, the
//! fuzzer); and standard descriptors closed at start are not reopened on
//! /dev/null (reading or writing one then fails with a message and status
//! 1). What the runtime does that the program needs is done here:
//! SIGPIPE is ignored, so that a reader who goes away (`| head`) is a
//! write error the program ends quietly on, with status 0. The arguments
//! still reach `std::env::args`: glibc hands them to std's initialiser
//! before `main`, with or without the runtime.
#![allow(unsafe_code)]

extern "C" {
    /// glibc's `signal(2)`; the handler is a function pointer or one of
    /// the constants below, passed as an address-sized integer.
    fn signal(signum: i32, handler: usize) -> usize;
}

/// SIGPIPE's number on Linux (x86-64 and AArch64 alike).
const SIGPIPE: i32 = 13;
/// `SIG_IGN`: ignore the signal.
const SIG_IGN: usize = 1;

/// Called by the C runtime in place of Rust's `lang_start`.
#[no_mangle]
extern "C" fn main(_argc: i32, _argv: *const *const u8) -> i32 {
    // SAFETY: `signal` takes a signal number and SIG_IGN, both valid, and
    // touches no memory of ours; no other thread exists yet.
    unsafe {
        signal(SIGPIPE, SIG_IGN);
    }
    crate::main();
    // `main` returned (help, version): flush std's stdout as the runtime's
    // clean-up would; every other path ends in `process::exit`, which does.
    let _ = std::io::Write::flush(&mut std::io::stdout());
    0
}
