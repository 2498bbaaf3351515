/// Tags written in a memory's text: "#swift", "#api-design" (letters, digits, "-" and "_" after a
/// "#"; kept in lower case, each once, in the order written).
public enum Hashtags {
    public static func tags(in text: String) -> [String] {
        var tags: [String] = []
        var current: String? = nil
        func finish() {
            if let tag = current?.trimmingSuffix(where: { $0 == "-" || $0 == "_" }), !tag.isEmpty, !tags.contains(tag) { tags.append(tag) }
            current = nil
        }
        var previous: Character = " "
        for character in text {
            if character == "#", !(previous.isLetter || previous.isNumber) {
                finish()
                current = ""
            } else if current != nil, character.isLetter || character.isNumber || character == "-" || character == "_" {
                current?.append(contentsOf: character.lowercased())
            } else {
                finish()
            }
            previous = character
        }
        finish()
        return tags
    }

    /// Tags as said or typed in a list ("work, swift and #ideas"): lower case, "#" dropped, each once.
    public static func normalized(_ said: [String]) -> [String] {
        var tags: [String] = []
        for item in said {
            for piece in item.split(whereSeparator: { $0 == "," || $0 == " " }) where piece.lowercased() != "and" {
                let tag = String(piece.drop(while: { $0 == "#" })).lowercased()
                if !tag.isEmpty, !tags.contains(tag) { tags.append(tag) }
            }
        }
        return tags
    }
}

extension String {
    fileprivate func trimmingSuffix(where drop: (Character) -> Bool) -> String {
        var text = self
        while let last = text.last, drop(last) { text.removeLast() }
        return text
    }
}
