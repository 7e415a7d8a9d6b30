//! The memory budget of a run (`--memory SIZE`): what the join's tables
//! may hold at once. By default a share of the machine's physical memory,
//! read from `/proc/meminfo` on Linux (std alone), and only when a case
//! first needs it; elsewhere the join's fixed budget.

use crate::tuning::{JOIN_MEMORY, MEMORY_SHARE};
use std::sync::OnceLock;

/// A memory budget in bytes: asked for, or found once when first needed.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    asked: Option<u64>,
    found: OnceLock<u64>,
}

impl Memory {
    /// `Some(bytes)`: that budget; `None`: the machine's default share.
    pub fn new(asked: Option<u64>) -> Memory {
        Memory {
            asked,
            found: OnceLock::new(),
        }
    }

    /// The budget in bytes.
    pub fn bytes(&self) -> u64 {
        match self.asked {
            Some(bytes) => bytes,
            None => *self.found.get_or_init(|| {
                physical_memory().map_or(JOIN_MEMORY, |total| (total as f64 * MEMORY_SHARE) as u64)
            }),
        }
    }

    /// The budget for tables built whole, before a case is shared out:
    /// the budget, at most `JOIN_MEMORY`. Without `--memory` that is
    /// `JOIN_MEMORY` itself, so no file is read for the small cases.
    pub fn whole(&self) -> u64 {
        match self.asked {
            Some(bytes) => bytes.min(JOIN_MEMORY),
            None => JOIN_MEMORY,
        }
    }
}

/// The machine's physical memory in bytes, if the system says (Linux:
/// `MemTotal` in `/proc/meminfo`).
fn physical_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|line| line.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// A size as `--memory` takes it: bytes, or a whole or decimal number
/// with K, M, G or T (powers of 1024, an optional `iB` or `B` after);
/// `None` if it is not one, or is zero, or overflows.
pub fn parse_bytes(text: &str) -> Option<u64> {
    let upper = text.to_ascii_uppercase();
    let number = upper
        .trim_end_matches("IB")
        .trim_end_matches('B')
        .trim_end_matches(['K', 'M', 'G', 'T']);
    let unit = &upper[number.len()..];
    let shift = match unit.chars().next() {
        None | Some('B') => 0,
        Some('K') => 10,
        Some('M') => 20,
        Some('G') => 30,
        Some('T') => 40,
        Some(_) => return None,
    };
    if !matches!(unit.get(1..), None | Some("") | Some("B") | Some("IB")) {
        return None;
    }
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        return None;
    }
    let value: f64 = number.parse().ok()?;
    let bytes = value * (1u64 << shift) as f64;
    (bytes >= 1.0 && bytes < u64::MAX as f64).then_some(bytes as u64)
}

#[cfg(test)]
mod tests {
    use super::{parse_bytes, Memory};
    use crate::tuning::JOIN_MEMORY;

    #[test]
    fn sizes_read_with_their_units() {
        assert_eq!(parse_bytes("8G"), Some(8 << 30));
        assert_eq!(parse_bytes("8g"), Some(8 << 30));
        assert_eq!(parse_bytes("8GiB"), Some(8 << 30));
        assert_eq!(parse_bytes("8GB"), Some(8 << 30));
        assert_eq!(parse_bytes("512M"), Some(512 << 20));
        assert_eq!(parse_bytes("1.5K"), Some(1536));
        assert_eq!(parse_bytes("2T"), Some(2 << 40));
        assert_eq!(parse_bytes("4096"), Some(4096));
        assert_eq!(parse_bytes("100B"), Some(100));
        for bad in [
            "",
            "G",
            "0",
            "0.1",
            "-1G",
            "8X",
            "8GG",
            "1e3",
            "8 G",
            "1.2.3M",
            "99999999T",
        ] {
            assert_eq!(parse_bytes(bad), None, "{:?}", bad);
        }
    }

    #[test]
    fn whole_tables_stay_within_the_join_budget() {
        assert_eq!(Memory::new(Some(1 << 20)).whole(), 1 << 20);
        assert_eq!(Memory::new(Some(1 << 40)).whole(), JOIN_MEMORY);
        assert_eq!(Memory::new(None).whole(), JOIN_MEMORY);
        assert_eq!(Memory::new(Some(5 << 30)).bytes(), 5 << 30);
        // The default: a share of the machine, or the join's budget.
        assert!(Memory::new(None).bytes() > 0);
    }
}
