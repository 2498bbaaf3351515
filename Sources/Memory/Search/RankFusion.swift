/// Reciprocal-rank fusion: several ranked lists made one, each item scoring 1 / (k + rank) in
/// every list it is in (rank from 1), summed. An item high in either list comes out high; one in
/// both comes out higher. k = 60, as in Cormack, Clarke and Büttcher (2009).
enum RankFusion {
    static func fused<ID: Hashable>(_ lists: [[ID]], k: Double = 60) -> [ID: Double] {
        var scores: [ID: Double] = [:]
        for list in lists {
            for (rank, id) in list.enumerated() { scores[id, default: 0] += 1 / (k + Double(rank + 1)) }
        }
        return scores
    }
}
