import HarkDomain
import Meetings
import Memory
import Moods
import RunLog
import Undo

/// Every domain Hark offers: the one place they are listed. A new domain is a module with a
/// `Domain` value, added here; nothing else changes.
public enum Domains {
    public static let all: [Domain] = [.moods, .memory, .meetings, .undo, .runLog]
}
