/// An intent whose every change "undo" takes back, whole: it changes a person's data only
/// through the change log (`HarkDatabase.change`), as one change — the model is App Intents'
/// `UndoableIntent`. `hark intents` says which intents are undoable, and a test walks the
/// registry: each one is done, undone (the data must be as before) and redone (as after).
///
/// ```swift
/// struct AddMood: UndoableIntent { … }
/// ```
///
/// An intent that changes data and is not undoable says why in its description (undo and redo
/// themselves, which move through the log rather than add to it).
public protocol UndoableIntent: AppIntent {}
