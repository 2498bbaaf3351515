import ArgumentParser
import HarkValue

/// The words after `hark do INTENT`: `--NAME VALUE` or `--NAME=VALUE` for each parameter, with
/// Hark's own options (`RuntimeSettings.read`) allowed among them.
/// Read here rather than by the argument parser, since which names are parameters depends on
/// the intent, known only once the registry is read; the runtime then checks each name and
/// value against the intent's parameters.
struct IntentArguments {
    /// The parameters, in the order given, as text.
    var parameters: [(name: String, value: PhraseValue)] = []
    var settings: RuntimeSettings

    init(_ words: [String], settings: RuntimeSettings) throws(ValidationError) {
        self.settings = settings
        var remaining = words[...]
        while let flag = remaining.popFirst() {
            if try self.settings.read(flag, from: &remaining) { continue }
            guard flag.hasPrefix("--"), flag.count > 2 else {
                throw ValidationError("expected --NAME VALUE, found “\(flag)”")
            }
            let name = String(flag.dropFirst(2))
            if let equals = name.firstIndex(of: "=") {
                parameters.append((String(name[..<equals]), .string(String(name[name.index(after: equals)...]))))
                continue
            }
            guard let value = remaining.popFirst() else { throw ValidationError("--\(name) needs a value") }
            parameters.append((name, .string(value)))
        }
    }
}
