/// Why a change could not be undone or redone.
public enum ChangeLogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A row it touched has been changed since by something else; nothing was changed.
    case changedSince
    /// The log holds a record this Hark cannot read (a damaged row); nothing was changed.
    case unreadable(id: Int64)

    public var description: String {
        switch self {
        case .changedSince: "what it changed has been changed again since, so I left it as it is"
        case .unreadable(let id): "the record of change \(id) can't be read, so I left everything as it is"
        }
    }
}
