import SpokenKit

extension MemoryArchive {
    /// The first text in the archive that Hark would not keep, with its place ("memories[3].content
    /// holds a control character (U+0000 NUL)"): a control character other than tab and line
    /// breaks in a memory's content (none at all in its other fields), or content with nothing
    /// visible in it. Nil when every text can be kept.
    func textProblem() -> String? {
        for (index, memory) in memories.enumerated() {
            let place = "memories[\(index)]"
            if let control = VisibleText.firstControl(in: memory.content, allowing: VisibleText.lineBreaksAndTabs) {
                return "\(place).content holds a control character (\(VisibleText.name(of: control)))"
            }
            if VisibleText.isBlank(memory.content) {
                return "\(place).content has nothing to read in it" + (memory.content.isEmpty ? "" : ", only invisible characters")
            }
            let others = [("type", memory.type), ("source", memory.source), ("context", memory.context ?? "")]
                + memory.tags.enumerated().map { ("tags[\($0.offset)]", $0.element) }
                + memory.people.enumerated().map { ("people[\($0.offset)]", $0.element) }
            for (field, text) in others {
                if let control = VisibleText.firstControl(in: text) {
                    return "\(place).\(field) holds a control character (\(VisibleText.name(of: control)))"
                }
            }
        }
        return nil
    }
}
