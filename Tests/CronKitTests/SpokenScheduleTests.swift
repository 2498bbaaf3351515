import Testing

@testable import CronKit

@Suite struct SpokenScheduleTests {
    @Test(arguments: [
        ("weekday at 8am", "0 8 * * 1-5"),
        ("every weekday at 8:30", "30 8 * * 1-5"),
        ("on weekdays at 7:45 pm", "45 19 * * 1-5"),
        ("every 15 minutes", "*/15 * * * *"),
        ("every minute", "* * * * *"),
        ("every hour", "0 * * * *"),
        ("hourly", "0 * * * *"),
        ("every 2 hours", "0 */2 * * *"),
        ("every half hour", "*/30 * * * *"),
        ("every 10 seconds", "*/10 * * * * *"),
        ("every twenty minutes on weekdays", "*/20 * * * 1-5"),
        ("every sunday at 6pm", "0 18 * * 0"),
        ("sundays at 18:00", "0 18 * * 0"),
        ("every monday and thursday at 9", "0 9 * * 1,4"),
        ("mon, wed and fri at quarter past seven", "15 7 * * 1,3,5"),
        ("every weekend at 10am", "0 10 * * 0,6"),
        ("every day at noon", "0 12 * * *"),
        ("daily at 7", "0 7 * * *"),
        ("every day at 8am and 6pm", "0 8,18 * * *"),
        ("at 9pm every friday", "0 21 * * 5"),
        ("on the first of every month at 9", "0 9 1 * *"),
        ("the 15th of each month at noon", "0 12 15 * *"),
        ("every month on the 1st at 9", "0 9 1 * *"),
        ("monthly", "0 0 1 * *"),
        ("on the last day of every month at 17:00", "0 17 L * *"),
        ("the second tuesday of every month at 10", "0 10 * * 2#2"),
        ("every year", "0 0 1 1 *"),
        ("every day at midnight", "0 0 * * *"),
        ("every friday", "0 0 * * 5"),
    ])
    func readsSpokenSchedules(said: String, cron: String) throws {
        #expect(try SpokenSchedule.cron(said) == cron)
        _ = try CronExpression(cron)
    }

    @Test(arguments: ["whenever I feel like it", "every blue moon at 9", "every day at 8am and 6:30pm", "every 90 minutes", "every 15 minutes at 9", "", "every day at lunchtime"])
    func unreadableSchedulesSaySo(said: String) {
        #expect(throws: CronError.self) { try SpokenSchedule.cron(said) }
    }

    /// Found by fuzzing (Docs/fuzzing.md): numbers too large for an Int were a crash.
    @Test(arguments: ["\0\0" + String(repeating: "2", count: 33) + " day", "every " + String(repeating: "2", count: 33) + " day",
                      "every 9999999999999999999 minutes", "every day on the 99999999999999999999999th at 9"])
    func hugeNumbersAreUnreadableNotACrash(said: String) {
        #expect(throws: CronError.self) { try SpokenSchedule.cron(said) }
    }
}
