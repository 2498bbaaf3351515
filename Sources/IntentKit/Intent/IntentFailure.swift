/// A ready-made conversational error.
public struct IntentFailure: IntentDialogError, Equatable {
    public var dialog: String
    public init(_ dialog: String) { self.dialog = dialog }
}
