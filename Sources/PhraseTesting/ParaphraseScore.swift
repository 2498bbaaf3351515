import PhraseKit

/// How well sentences worded the way people talk are understood: for each paraphrase set, how
/// many sentences Hark would act on with the right intent, how many also with the right values,
/// and how many sentences meant for no intent it would act on anyway (false accepts).
public struct ParaphraseScore: Sendable {
    /// What Hark makes of a sentence, without running anything.
    public struct Reading: Sendable {
        /// The intent Hark would run; nil when it would not act (not understood, or it would ask
        /// "did you mean …?" first).
        public var intent: String?
        /// Whether every value came out as meant (decided by the caller, who can type them).
        public var valuesRight: Bool
        /// What was read, for the report: "AddMood title=tired".
        public var summary: String

        public init(intent: String?, valuesRight: Bool, summary: String) {
            self.intent = intent
            self.valuesRight = valuesRight
            self.summary = summary
        }
    }

    public struct SetScore: Sendable {
        public var set: String
        public var files: [String]
        public var floor: ParaphraseFile.Floor
        /// Sentences meant for an intent, and those acted on with it / also with the right values.
        public var meant = 0
        public var intentsRight = 0
        public var valuesRight = 0
        /// Sentences meant for no intent, and those acted on anyway.
        public var unrelated = 0
        public var falseAccepts = 0

        public var intentRate: Double { meant == 0 ? 1 : Double(intentsRight) / Double(meant) }
        public var valueRate: Double { meant == 0 ? 1 : Double(valuesRight) / Double(meant) }
        public var falseAcceptRate: Double { unrelated == 0 ? 0 : Double(falseAccepts) / Double(unrelated) }

        /// The figures under the set's floor, in words; empty when it reaches its floor.
        public var shortfalls: [String] {
            var result: [String] = []
            if let floor = floor.intents, meant > 0, intentRate < floor { result.append("intents right \(percent(intentRate)) < floor \(percent(floor))") }
            if let floor = floor.values, meant > 0, valueRate < floor { result.append("values right \(percent(valueRate)) < floor \(percent(floor))") }
            if let floor = floor.falseAccepts, unrelated > 0, falseAcceptRate > floor {
                result.append("false accepts \(percent(falseAcceptRate)) > floor \(percent(floor))")
            }
            return result
        }

        /// "tuning: intents right 180/212 (84.9%), values right 150/212 (70.8%)".
        public var description: String {
            var parts: [String] = []
            if meant > 0 {
                parts.append("intents right \(intentsRight)/\(meant) (\(percent(intentRate)))")
                parts.append("values right \(valuesRight)/\(meant) (\(percent(valueRate)))")
            }
            if unrelated > 0 { parts.append("false accepts \(falseAccepts)/\(unrelated) (\(percent(falseAcceptRate)))") }
            return "\(set): " + parts.joined(separator: ", ")
        }
    }

    /// A sentence read wrongly: where it is written, what was meant and what was read.
    public struct Miss: Sendable, CustomStringConvertible {
        public var location: SourceLocation
        public var sentence: String
        public var meant: String
        public var read: String
        public var description: String { "\(location): “\(sentence)”: meant \(meant), read \(read)" }
    }

    public var sets: [SetScore] = []
    public var misses: [Miss] = []

    /// Scores `files` (grouped by their set's name, in the order first seen) with `read`.
    public static func score(_ files: [ParaphraseFile], read: (ParaphraseFile.Case) async -> Reading) async -> ParaphraseScore {
        var score = ParaphraseScore()
        for file in files {
            var index = score.sets.firstIndex { $0.set == file.set } ?? -1
            if index < 0 {
                score.sets.append(SetScore(set: file.set, files: [], floor: file.floor))
                index = score.sets.count - 1
            }
            score.sets[index].files.append(file.file)
            // A set's floor may be given in any one of its files.
            if let floor = file.floor.intents { score.sets[index].floor.intents = floor }
            if let floor = file.floor.values { score.sets[index].floor.values = floor }
            if let floor = file.floor.falseAccepts { score.sets[index].floor.falseAccepts = floor }
            for item in file.cases {
                let reading = await read(item)
                let meant = item.intent.map { intent in
                    ([intent] + item.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
                } ?? "nothing"
                if item.intent == nil {
                    score.sets[index].unrelated += 1
                    if reading.intent != nil {
                        score.sets[index].falseAccepts += 1
                        score.misses.append(Miss(location: item.location, sentence: item.sentence, meant: meant, read: reading.summary))
                    }
                    continue
                }
                score.sets[index].meant += 1
                let intentRight = reading.intent == item.intent
                if intentRight { score.sets[index].intentsRight += 1 }
                if intentRight && reading.valuesRight { score.sets[index].valuesRight += 1 }
                if !(intentRight && reading.valuesRight) {
                    score.misses.append(Miss(location: item.location, sentence: item.sentence, meant: meant, read: reading.summary))
                }
            }
        }
        return score
    }
}

private func percent(_ fraction: Double) -> String {
    let tenths = (fraction * 1000).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10)%"
}
