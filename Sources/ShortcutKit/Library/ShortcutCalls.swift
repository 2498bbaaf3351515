/// The shortcuts a shortcut's steps call.
public enum ShortcutCalls {
    /// The ids of the shortcuts `steps` call, directly, in order.
    public static func ids(in steps: [Step]) -> [String] {
        ShortcutValidator.calls(of: steps).map(\.id.value)
    }
}
