//! The buffers the halves are written to, reused from row set to row
//! set and from split to split: quadrant entries kept per column split
//! (`Entries`, and `NorthLists` for a piece's north rows), and the keys
//! of the halves (`Keys`).

/// Quadrant entries ready to meet the other quadrant's, made per column
/// split: the diagonals an entry of the other quadrant could share
/// (`clashes`), and their parts of the half's key. The first `len` of
/// each are kept; the words past them are room reused from split to
/// split.
pub(in crate::count::join) struct Entries {
    pub(in crate::count::join) clashes: Vec<u64>,
    pub(in crate::count::join) keys: Vec<u64>,
    pub(in crate::count::join) len: usize,
}

impl Entries {
    pub(in crate::count::join) fn new() -> Entries {
        Entries {
            clashes: Vec::new(),
            keys: Vec::new(),
            len: 0,
        }
    }

    /// Keeps `clash_and_key(entry)` of each of `entries` that has no
    /// diagonal of `blocked`, in order, instead of those kept before.
    #[inline(always)]
    pub(in crate::count::join) fn keep(
        &mut self,
        entries: &[u64],
        blocked: u64,
        clash_and_key: impl Fn(u64) -> (u64, u64),
    ) {
        self.len = 0;
        self.keep_more(entries, blocked, clash_and_key);
    }

    /// `keep`, after those kept before. Every entry is written and only
    /// the unblocked kept: no branch, for which entries are blocked
    /// follows no pattern a branch predictor could learn.
    #[inline(always)]
    pub(in crate::count::join) fn keep_more(
        &mut self,
        entries: &[u64],
        blocked: u64,
        clash_and_key: impl Fn(u64) -> (u64, u64),
    ) {
        let room = self.len + entries.len();
        if self.clashes.len() < room {
            self.clashes.resize(room, 0);
            self.keys.resize(room, 0);
        }
        let mut len = self.len;
        for &entry in entries {
            let (clash, key) = clash_and_key(entry);
            self.clashes[len] = clash;
            self.keys[len] = key;
            len += usize::from(entry & blocked == 0);
        }
        self.len = len;
    }

    /// The bytes its buffers hold.
    #[cfg(test)]
    pub(in crate::count::join) fn bytes(&self) -> u64 {
        8 * (self.clashes.capacity() + self.keys.capacity()) as u64
    }

    /// The kept (clashes, keys).
    pub(in crate::count::join) fn kept(&self) -> (&[u64], &[u64]) {
        (&self.clashes[..self.len], &self.keys[..self.len])
    }
}

/// A side's north entries as (clash, key), the blocked ones left out,
/// for every column split at once. The row sets of a piece share their
/// north rows (and each side's columns and blocked diagonals), so the
/// lists are made once a piece, not once a row set; they are made again
/// whenever what they were made for changes. They serve one `Join`, in
/// which the north rows and the side's columns decide the splits.
pub(in crate::count::join) struct NorthLists {
    /// The north rows, the side's columns and the blocked diagonals
    /// (packed quadrant diagonals) the lists were made for.
    pub(in crate::count::join) made_for: Option<(u32, u32, u64)>,
    /// Split i's entries are `starts[i]..starts[i + 1]` of the kept.
    pub(in crate::count::join) starts: Vec<usize>,
    pub(in crate::count::join) kept: Entries,
}

impl NorthLists {
    pub(in crate::count::join) fn new() -> NorthLists {
        NorthLists {
            made_for: None,
            starts: Vec::new(),
            kept: Entries::new(),
        }
    }

    /// Makes the lists of `splits` for `made_for` = (north rows,
    /// columns, blocked), unless they are made already:
    /// `clash_and_key(entry)` of each of `entries_of(split)` without a
    /// diagonal of `blocked`.
    pub(in crate::count::join) fn make<'a>(
        &mut self,
        made_for: (u32, u32, u64),
        splits: &[u32],
        entries_of: impl Fn(u32) -> &'a [u64],
        clash_and_key: impl Fn(u64) -> (u64, u64),
    ) {
        if self.made_for == Some(made_for) {
            return;
        }
        let (_, _, blocked) = made_for;
        self.made_for = Some(made_for);
        self.starts.clear();
        self.starts.push(0);
        self.kept.len = 0;
        for &split in splits {
            self.kept
                .keep_more(entries_of(split), blocked, &clash_and_key);
            self.starts.push(self.kept.len);
        }
    }

    /// The bytes its buffers hold.
    #[cfg(test)]
    pub(in crate::count::join) fn bytes(&self) -> u64 {
        8 * self.starts.capacity() as u64 + self.kept.bytes()
    }

    /// The (clashes, keys) of split `at`.
    pub(in crate::count::join) fn split(&self, at: usize) -> (&[u64], &[u64]) {
        let (clashes, keys) = self.kept.kept();
        let range = self.starts[at]..self.starts[at + 1];
        (&clashes[range.clone()], &keys[range])
    }
}

/// Keys written in place: the first `len` words of `buf`. The words
/// past them are room kept from row set to row set, so that making room
/// for a column split's pairs writes no zeros first.
pub(in crate::count::join) struct Keys {
    pub(in crate::count::join) buf: Vec<u64>,
    pub(in crate::count::join) len: usize,
}

impl Keys {
    pub(in crate::count::join) fn new() -> Keys {
        Keys {
            buf: Vec::new(),
            len: 0,
        }
    }

    /// The bytes its buffer holds.
    #[cfg(test)]
    pub(in crate::count::join) fn bytes(&self) -> u64 {
        8 * self.buf.capacity() as u64
    }

    pub(in crate::count::join) fn clear(&mut self) {
        self.len = 0;
    }

    /// Room for `more` keys after the kept ones, to be kept with `keep`.
    #[inline]
    pub(in crate::count::join) fn room(&mut self, more: usize) -> &mut [u64] {
        let end = self.len + more;
        if self.buf.len() < end {
            self.buf.resize(end, 0);
        }
        &mut self.buf[self.len..end]
    }

    /// Keeps the first `written` keys of the last room made.
    pub(in crate::count::join) fn keep(&mut self, written: usize) {
        self.len += written;
    }

    pub(in crate::count::join) fn extend_from_slice(&mut self, keys: &[u64]) {
        self.room(keys.len()).copy_from_slice(keys);
        self.keep(keys.len());
    }
}

impl std::ops::Deref for Keys {
    type Target = [u64];
    fn deref(&self) -> &[u64] {
        &self.buf[..self.len]
    }
}
