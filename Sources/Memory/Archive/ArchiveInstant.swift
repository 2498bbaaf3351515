import Foundation
import HarkStore
import SpokenKit

/// How a memory archive writes an instant: ISO 8601 in UTC to the millisecond, exactly the
/// instant Hark's database keeps (`StoredDate`, rounded the same way), always with three
/// fraction digits ("2026-11-23T10:00:00.123Z"), so that a memory's identity — its content and
/// the instant it was made — comes back from a file as it went in.
enum ArchiveInstant {
    /// `date` as an archive writes it.
    static func text(_ date: Date) -> String {
        StoredDate.text(date).replacingOccurrences(of: " ", with: "T") + "Z"
    }

    /// The instant `text` says: ISO 8601 with `Z` or an offset, to the second or with a fraction
    /// (archives of version 1 wrote "2026-11-23T10:00:00Z"); nil for anything else.
    static func date(_ text: String) -> Date? {
        ISO8601Text.date(text)
    }
}
