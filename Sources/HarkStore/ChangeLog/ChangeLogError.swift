/// Why a change could not be undone or redone.
public enum ChangeLogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A row it touched has been changed since by something else; nothing was changed.
    case changedSince
    /// The log holds a record this Hark cannot read (a damaged row); nothing was changed.
    case unreadable(id: Int64)
    /// The newest change cannot be undone (it was too large to keep); nothing was changed, and
    /// no older change is undone in its place.
    case cannotUndo(ChangeDescription)

    public var description: String {
        switch self {
        case .changedSince: "what it changed has been changed again since, so I left it as it is"
        case .unreadable(let id): "the record of change \(id) can't be read, so I left everything as it is"
        case .cannotUndo(let change):
            "the last change (\(change.intent)) was too large to keep a copy of, so it can't be taken back, and I won't skip it to undo an older one"
        }
    }
}
