// `swift run -c release cron-benchmark answers|time EXPRESSIONS ZONE START COUNT [ROUNDS]`: the
// next fire times of each expression in a file, in the same form as Benchmarks/Cron/croniter_peer.py,
// or the median time per fire time (reading each expression, then COUNT next times, as the peer
// does). See Docs/benchmarks.md.
import CronKit
import Foundation
import SpokenKit

let arguments = CommandLine.arguments
guard arguments.count >= 6, let zone = TimeZone(identifier: arguments[3]), let start = ISO8601Text.date(arguments[4]), let count = Int(arguments[5]),
      let text = try? String(contentsOfFile: arguments[2], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: cron-benchmark answers|time EXPRESSIONS ZONE START COUNT [ROUNDS]\n".utf8))
    exit(64)
}
let expressions = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }

if arguments[1] == "answers" {
    for expression in expressions {
        do {
            let times = try CronSchedule(expression, zone: zone).next(after: start, count: count).map { ISO8601Text.string($0, in: zone) }
            print("\(expression) | \(arguments[3]) | \(arguments[4]) | \(times.joined(separator: " "))")
        } catch {
            print("\(expression) | error: \(error)")
        }
    }
} else {
    let rounds = arguments.count > 6 ? Int(arguments[6]) ?? 20 : 20
    var perFire: [Double] = []
    var sink = 0.0
    for _ in 0..<rounds {
        let began = ContinuousClock.now
        for expression in expressions {
            guard let schedule = try? CronSchedule(expression, zone: zone) else { continue }
            var from = start
            for _ in 0..<count {
                guard let next = schedule.next(after: from) else { break }
                from = next
            }
            sink += from.timeIntervalSince1970
        }
        let elapsed = ContinuousClock.now - began
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        perFire.append(seconds / Double(expressions.count * count))
    }
    perFire.sort()
    print(String(format: "hark: %.0f ns per fire time (median of %d rounds, %d expressions × %d)%@", perFire[perFire.count / 2] * 1e9, rounds,
                 expressions.count, count, sink == 0 ? " " : ""))
}
