import HarkValue
import Logging

/// The daemon's log handler: swift-log's stream handler on standard error, with control
/// characters in each message escaped (`TerminalText`), since messages name shortcut files and
/// quote what runs said and why they failed — text that may come from other people.
struct EscapingLogHandler: LogHandler {
    var handler: StreamLogHandler

    var logLevel: Logger.Level {
        get { handler.logLevel }
        set { handler.logLevel = newValue }
    }

    var metadata: Logger.Metadata {
        get { handler.metadata }
        set { handler.metadata = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { handler.metadataProvider }
        set { handler.metadataProvider = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { handler[metadataKey: key] }
        set { handler[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        var event = event
        event.message = "\(TerminalText.escaped(event.message.description))"
        handler.log(event: event)
    }
}
