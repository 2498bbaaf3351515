/// A schedule as a person writes it where either form is welcome (`hark schedule next`): a cron
/// expression, or words read by `SpokenSchedule`.
public struct ScheduleText: Sendable {
    public var expression: CronExpression
    /// The cron expression (the words' equivalent when `isSpoken`).
    public var cron: String
    public var isSpoken: Bool

    /// Reads `text` as cron when it starts like cron (a digit, `*`, `?` or `@`), else as words.
    public init(_ text: String) throws(CronError) {
        isSpoken = Self.looksSpoken(text)
        cron = isSpoken ? try SpokenSchedule.cron(text) : text
        expression = try CronExpression(cron)
    }

    /// Whether `text` is words rather than a cron expression.
    public static func looksSpoken(_ text: String) -> Bool {
        guard let first = text.first(where: { $0 != " " }) else { return false }
        return !(first.isNumber || first == "*" || first == "?" || first == "@")
    }
}
