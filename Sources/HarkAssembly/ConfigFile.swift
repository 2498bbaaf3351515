import Foundation
import HarkDomain
import PhraseKit
import SpokenKit
import Yams

/// The settings file, `$XDG_CONFIG_HOME/hark/config.yaml` (else `~/.config/hark/config.yaml`, or
/// `$HARK_CONFIG`): every key optional, each one overridden by its environment variable and
/// command-line option (`Docs/configuration.md`).
///
/// ```yaml
/// time_zone: Europe/Berlin      # IANA name (default: the system's)
/// week_start: sunday            # default: monday
/// date_order: month-first       # how "3/4" is read: day-first or month-first (default: the locale's)
/// country: GB                   # whose holidays "mother's day" is (default: the locale's region, else US)
/// database: ~/notes/hark.sqlite
/// phrases: ~/hark-phrases       # replaces the built-in phrases
/// own_phrases: ~/my-phrases     # merged over the built-in ones (default ~/.config/hark/intents)
/// notifier: notify-send         # the program the scheduler tells things with
/// exports: ~/hark-exports       # the one folder shortcuts write files in
/// model: ~/models/minilm         # a sentence encoder's folder (model.safetensors, vocab.txt)
/// ```
///
/// An unknown key or a bad value is an error naming the file, line and column.
struct ConfigFile: Sendable {
    var timeZone: TimeZone?
    var weekStart: Int?
    var dateOrder: SpokenContext.DayMonthOrder?
    var country: String?
    var database: String?
    var phrases: String?
    var ownPhrases: String?
    var notifier: String?
    var exports: String?
    var model: String?

    static let keys = ["time_zone", "week_start", "date_order", "country", "database", "phrases", "own_phrases", "notifier", "exports", "model"]

    /// The file at `path`: nil when there is none; its problems, each with its place, when it is wrong.
    static func read(_ path: String, home: String) throws(AssemblyError) -> ConfigFile? {
        guard FilePath.kind(of: path) != nil else { return nil }
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let text = FilePath.text(of: path) else {
            throw .configuration([PhraseDiagnostic("cannot read the settings file (unreadable, or not UTF-8)", at: start)])
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .basic, Constructor([:], [:], [:]), .utf8)
        } catch let error as YamlError {
            throw .configuration([PhraseFileReader.Reader.diagnostic(for: error, file: path)])
        } catch {
            throw .configuration([PhraseDiagnostic("\(error)", at: start)])
        }
        guard let root else { return ConfigFile() }
        guard let pairs = root.mappingPairs else {
            throw .configuration([PhraseDiagnostic("expected settings as `key: value` lines (keys: \(keys.joined(separator: ", ")))",
                                                   at: root.location(in: path))])
        }
        var file = ConfigFile()
        var problems: [PhraseDiagnostic] = []
        let folder = FilePath.parent(of: path)
        for (key, keyNode, value) in pairs {
            guard let text = value.scalarText, !text.isEmpty else {
                problems.append(PhraseDiagnostic("'\(key)' needs a value", at: value.location(in: path)))
                continue
            }
            let place = value.textLocation(in: path)
            switch key {
            case "time_zone":
                guard let zone = TimeZone(identifier: text) else {
                    problems.append(PhraseDiagnostic("unknown time zone '\(text)' (use a name such as Europe/Berlin)", at: place))
                    continue
                }
                file.timeZone = zone
            case "week_start":
                guard let day = HarkConfiguration.weekday(named: text) else {
                    problems.append(PhraseDiagnostic("week_start is a day's name, such as monday or sunday", at: place))
                    continue
                }
                file.weekStart = day
            case "date_order":
                guard let order = HarkConfiguration.dateOrder(named: text) else {
                    problems.append(PhraseDiagnostic("date_order is day-first or month-first", at: place))
                    continue
                }
                file.dateOrder = order
            case "country":
                guard let country = HarkConfiguration.country(named: text) else {
                    problems.append(PhraseDiagnostic("country is a two-letter country code, such as US, GB or CA", at: place))
                    continue
                }
                file.country = country
            case "database": file.database = expand(text, home: home, folder: folder)
            case "phrases": file.phrases = expand(text, home: home, folder: folder)
            case "own_phrases": file.ownPhrases = expand(text, home: home, folder: folder)
            case "notifier":
                if let problem = notifierProblem(text) {
                    problems.append(PhraseDiagnostic("notifier: \(problem)", at: place))
                    continue
                }
                file.notifier = text
            case "exports": file.exports = expand(text, home: home, folder: folder)
            case "model": file.model = expand(text, home: home, folder: folder)
            default:
                problems.append(PhraseDiagnostic("unknown setting '\(key)' (known: \(keys.joined(separator: ", ")))", at: keyNode.location(in: path)))
            }
        }
        guard problems.isEmpty else { throw .configuration(problems) }
        return file
    }

    /// What is wrong with a `notifier` setting, split by `CommandWords`; nil when it names a
    /// program.
    static func notifierProblem(_ text: String) -> String? {
        do {
            return try CommandWords.split(text).isEmpty ? "it names no program" : nil
        } catch {
            return error.description + " (quoting: Docs/configuration.md, \"The notifier\")"
        }
    }

    /// `~/x` in the home folder, a relative path beside the settings file (`UserPath`).
    static func expand(_ path: String, home: String, folder: String) -> String {
        UserPath.resolve(path, home: home, folder: folder)
    }
}
