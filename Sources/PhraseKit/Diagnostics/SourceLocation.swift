/// Where something was written: a file, a line and a column (both counted from 1).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form editors and terminals recognise.
    public var description: String { "\(file):\(line):\(column)" }

    /// The location `offset` characters further along the same line.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }
}
