/// What a change was, in words, for saying back when it is undone or redone. `{when}` in
/// either sentence is replaced by when the change was made, said relative to the moment of
/// undoing ("at 10:42", "yesterday at 10:42").
public struct ChangeDescription: Sendable, Equatable {
    /// The intent that made the change ("AddMood").
    public var intent: String
    /// Said when it is undone: "Removed the mood “happy” you added {when}."
    public var undo: String
    /// Said when it is done again: "Added the mood “happy” back."
    public var redo: String

    public init(intent: String, undo: String, redo: String) {
        self.intent = intent
        self.undo = undo
        self.redo = redo
    }
}
