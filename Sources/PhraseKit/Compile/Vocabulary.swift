/// Interns words as small integers so that the matcher compares numbers, not strings.
struct Vocabulary {
    private(set) var ids: [String: Int32] = [:]

    /// The id of `word`, adding it when new.
    mutating func intern(_ word: String) -> Int32 {
        if let id = ids[word] { return id }
        let id = Int32(ids.count)
        ids[word] = id
        return id
    }

    /// Number of words known.
    var count: Int { ids.count }

    /// The id of `word`, or -1 when no template or list knows it.
    func id(_ word: String) -> Int32 { ids[word] ?? -1 }
}
