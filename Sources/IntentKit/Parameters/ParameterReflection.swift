@_spi(Reflection) import Swift

/// The parameters of an intent instance, in declaration order, found by reflection.
///
/// A struct's fields are read with the standard library's field reflection (`_forEachField`, as
/// swift-foundation's `AttributedString` uses): the same metadata `Mirror` reads, without the
/// type-erased collections `Mirror` builds, whose first use costs a one-shot command about a
/// tenth of its time. A class, or a type whose fields the standard library cannot walk, is
/// reflected with `Mirror`.
public func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyParameter)] {
    func fields<Intent: AppIntent>(_ value: Intent) -> [(name: String, parameter: any AnyParameter)]? {
        if Intent.self is AnyClass { return nil }
        var result: [(name: String, parameter: any AnyParameter)] = []
        let walked = withUnsafeBytes(of: value) { raw in
            _forEachField(of: Intent.self) { name, offset, type, _ in
                guard let parameterType = type as? any AnyParameter.Type else { return true }
                func load<P: AnyParameter>(_: P.Type) -> any AnyParameter { raw.load(fromByteOffset: offset, as: P.self) }
                let label = String(cString: name)
                result.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, load(parameterType)))
                return true
            }
        }
        return walked ? result : nil
    }
    // `_forEachField` says false when it could not walk the type's fields: Mirror reads them then.
    if let found = fields(intent) { return found }
    return Mirror(reflecting: intent).children.compactMap { child in
        guard let label = child.label, let parameter = child.value as? any AnyParameter else { return nil }
        return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
    }
}
