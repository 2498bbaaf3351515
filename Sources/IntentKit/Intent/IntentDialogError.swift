/// An error that answers the person in words ("I couldn't find any moods from last week.").
/// The command line prints `dialog`, never a Swift error dump.
public protocol IntentDialogError: Error, Sendable {
    var dialog: String { get }
}
