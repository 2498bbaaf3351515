import Testing

@testable import CronKit

@Suite struct CronExpressionTests {
    @Test func readsFieldsNamesStepsListsAndMacros() throws {
        let weekdays = try CronExpression("*/15 8-18 * JAN,mar-may MON-FRI")
        #expect(weekdays.minutes == [0, 15, 30, 45])
        #expect(weekdays.hours == Set(8...18))
        #expect(weekdays.months == [1, 3, 4, 5])
        #expect(weekdays.weekdays == Set(1...5))
        #expect(!weekdays.daysRestricted && weekdays.weekdaysRestricted)
        #expect(try CronExpression("0 0 * * 7").weekdays == [0])
        #expect(try CronExpression("1-30/7 * * * *").minutes == [1, 8, 15, 22, 29])
        #expect(try CronExpression("30 5/6 * * *").hours == [5, 11, 17, 23])
        #expect(try CronExpression("@weekly") == CronExpression("0 0 * * 0"))
        #expect(try CronExpression("15 30 9 * * *").seconds == [15])
        let extended = try CronExpression("0 9 L,15W * FRI#2")
        #expect(extended.lastDayOfMonth && extended.nearestWeekdays == [15])
        #expect(extended.nthWeekdays == [CronExpression.NthWeekday(weekday: 5, n: 2)])
    }

    @Test func errorsNameTheFieldAndThePlace() {
        #expect(throws: CronError("hour: 25 is out of range 0–23", at: 2)) { try CronExpression("0 25 * * *") }
        #expect(throws: CronError("expected 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first, not 4", at: 0)) {
            try CronExpression("0 1 2 3")
        }
        #expect(throws: CronError("month: “FOO” is not a number from 1 to 12 or a name (JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC)", at: 6)) {
            try CronExpression("0 0 1 FOO *")
        }
        #expect(throws: CronError("minute: the step after / must be a whole number above 0, not “0”", at: 2)) { try CronExpression("*/0 * * * *") }
        #expect(throws: CronError("day of week: the range FRI-MON runs backwards", at: 8)) { try CronExpression("0 0 * * FRI-MON") }
        #expect(throws: CronError("unknown shortcut @fortnightly (known: @annually @daily @hourly @midnight @monthly @weekly @yearly)", at: 0)) {
            try CronExpression("@fortnightly")
        }
    }
}
