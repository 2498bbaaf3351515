/// How an import's change is described: "2 meetings added", "1 note added, 3 updated".
enum ImportCount {
    static func described(added: Int, updated: Int, one: String, many: String) -> String {
        let counted = added == 1 ? "1 \(one) added" : "\(added) \(many) added"
        return updated == 0 ? counted : counted + ", \(updated) updated"
    }
}
