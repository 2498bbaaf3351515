import Foundation

/// Whether `text` is empty or only white space.
func isBlank(_ text: String) -> Bool {
    !text.contains { !$0.isWhitespace }
}

/// Writes to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
