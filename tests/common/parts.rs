//! Parts' records as the tests read and make them, written from the
//! format's description in docs/parallel.md, sharing no code with src/:
//! a record is a header line, one line per case, and a check line, the
//! FNV-1a digest (64 bits) of the lines before it.

/// FNV-1a, 64 bits, of `bytes`.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in bytes {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// One case of a part: N, board digest, split digest, count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    pub n: u64,
    pub board: u64,
    pub split: u64,
    pub count: u64,
}

/// The run digest of `parts` parts of `cases`: FNV-1a of "nqueens-part",
/// then the version, the part count, the case count and each case's N,
/// board and split, each as eight little-endian bytes.
pub fn run_digest(parts: u64, cases: &[Case]) -> u64 {
    let mut bytes = b"nqueens-part".to_vec();
    let mut numbers = vec![1, parts, cases.len() as u64];
    for case in cases {
        numbers.extend([case.n, case.board, case.split]);
    }
    for number in numbers {
        bytes.extend(number.to_le_bytes());
    }
    fnv1a(&bytes)
}

/// The record of part `index` of `parts` of `cases`.
pub fn record(index: u64, parts: u64, cases: &[Case]) -> String {
    let mut text = format!(
        "nqueens-part 1 part {}/{} run {:016x} cases {}\n",
        index,
        parts,
        run_digest(parts, cases),
        cases.len()
    );
    for (i, case) in cases.iter().enumerate() {
        text += &format!(
            "case {} n {} board {:016x} split {:016x} count {}\n",
            i + 1,
            case.n,
            case.board,
            case.split,
            case.count
        );
    }
    let check = fnv1a(text.as_bytes());
    text + &format!("check {:016x}\n", check)
}

/// The records of `text`: each (index, parts, cases), its header, case
/// lines and check verified; panics on anything else.
pub fn read(text: &str) -> Vec<(u64, u64, Vec<Case>)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut records = Vec::new();
    let mut at = 0;
    while at < lines.len() {
        let header: Vec<&str> = lines[at].split(' ').collect();
        assert!(
            header.len() == 8 && header[..3] == ["nqueens-part", "1", "part"],
            "line {}: not a record's header: {:?}",
            at + 1,
            lines[at]
        );
        let (index, parts) = header[3].split_once('/').expect("I/M");
        let (index, parts): (u64, u64) = (index.parse().unwrap(), parts.parse().unwrap());
        let count: usize = header[7].parse().unwrap();
        let mut cases = Vec::new();
        for line in &lines[at + 1..at + 1 + count] {
            let words: Vec<&str> = line.split(' ').collect();
            assert_eq!(words.len(), 10, "{:?}", line);
            let hex = |word: &str| u64::from_str_radix(word, 16).unwrap();
            cases.push(Case {
                n: words[3].parse().unwrap(),
                board: hex(words[5]),
                split: hex(words[7]),
                count: words[9].parse().unwrap(),
            });
        }
        let written = record(index, parts, &cases);
        let end = at + count + 2;
        assert_eq!(
            written,
            lines[at..end]
                .iter()
                .map(|line| format!("{}\n", line))
                .collect::<String>(),
            "the record at line {} is not as its cases make it",
            at + 1
        );
        records.push((index, parts, cases));
        at = end;
    }
    records
}

/// The counts of the one record in `text`.
pub fn counts(text: &str) -> Vec<u64> {
    let records = read(text);
    assert_eq!(records.len(), 1, "{:?}", text);
    records[0].2.iter().map(|case| case.count).collect()
}
