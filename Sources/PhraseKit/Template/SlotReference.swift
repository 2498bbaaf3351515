/// A `{list}`, `{list:slot}`, `{list:@capture}` or inline range `{1..10:slot}` reference.
public struct SlotReference: Hashable, Sendable {
    /// The list the value comes from.
    public var listName: String
    /// The slot the value is put in (the list name unless `{list:slot}` says otherwise).
    public var slotName: String
    /// `{list:@name}`: matched text is captured for a response, not returned as a slot.
    public var isCapture: Bool
    /// Offset of the `{` in the template, for error messages.
    public var offset: Int

    /// The range of an inline `{from..to[,step]:slot}` reference.
    public var inlineRange: (from: Int, to: Int, step: Int)? {
        let parts = listName.split(separator: ",", omittingEmptySubsequences: false)
        let bounds = parts[0].components(separatedBy: "..")
        guard parts.count <= 2, bounds.count == 2, let from = Int(bounds[0]), let to = Int(bounds[1]) else { return nil }
        let step = parts.count == 2 ? Int(parts[1]) : 1
        guard let step, step > 0 else { return nil }
        return (from, to, step)
    }
}
