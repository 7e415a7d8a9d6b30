//! A 64-bit digest (FNV-1a) of bytes and of anything written as text:
//! what names a board, a split and a run in a part's record, and the
//! check of each record's lines (`part`). It guards against files that
//! are truncated, edited, corrupted or mixed up, not against forgery.

use std::fmt;

/// FNV-1a's offset basis and prime for 64 bits.
const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const PRIME: u64 = 0x0000_0100_0000_01b3;

/// A digest being fed.
#[derive(Clone, Copy, Debug)]
pub struct Digest(u64);

impl Default for Digest {
    fn default() -> Digest {
        Digest(OFFSET)
    }
}

impl Digest {
    /// Feeds `bytes`, one at a time, as FNV-1a does.
    pub fn bytes(&mut self, bytes: &[u8]) -> &mut Digest {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(PRIME);
        }
        self
    }

    /// Feeds `value` as its eight little-endian bytes.
    pub fn number(&mut self, value: u64) -> &mut Digest {
        self.bytes(&value.to_le_bytes())
    }

    pub fn value(&self) -> u64 {
        self.0
    }

    /// The digest of `bytes` alone.
    pub fn of(bytes: &[u8]) -> u64 {
        Digest::default().bytes(bytes).value()
    }
}

/// Text written to a digest feeds its UTF-8 bytes, so that a value's
/// `Debug` form can be digested without building the string.
impl fmt::Write for Digest {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.bytes(text.as_bytes());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Digest;
    use std::fmt::Write;

    /// FNV-1a's published test values: the empty string and "a".
    #[test]
    fn known_values() {
        assert_eq!(Digest::of(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(Digest::of(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(Digest::of(b"foobar"), 0x8594_4171_f739_67e8);
    }

    /// Text, numbers and bytes feed the same stream: written text is its
    /// bytes, a number its eight little-endian bytes.
    #[test]
    fn text_and_numbers_are_their_bytes() {
        let mut written = Digest::default();
        write!(written, "{}-{:?}", 12, "x").unwrap();
        assert_eq!(written.value(), Digest::of(b"12-\"x\""));
        let mut number = Digest::default();
        number.number(0x0102_0304_0506_0708);
        assert_eq!(number.value(), Digest::of(&[8, 7, 6, 5, 4, 3, 2, 1]));
    }
}
