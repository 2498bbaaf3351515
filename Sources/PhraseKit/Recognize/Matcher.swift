/// One pass of the compiled automaton over a sentence.
///
/// Positions are visited left to right. At each position every live path stands in a state;
/// a path moves on by a word (one table look-up), a list value (a trie walk), a number, a typed
/// value or a wildcard. Where two paths reach the same state at the same position, only the better
/// one (by `RecognitionScore`) is kept, so the work grows with the sentence's length and the number
/// of live states, never with the number of sentences the templates could expand to.
struct Matcher {
    /// A slot filled along a path (a persistent list, newest first, shared between paths).
    final class Capture {
        let slot: Int32
        let start: Int32
        let end: Int32
        /// List value index, or -1.
        let value: Int32
        /// A number (ranges) or a parser's value.
        let reading: PhraseValue?
        let previous: Capture?

        init(slot: Int32, start: Int32, end: Int32, value: Int32, reading: PhraseValue?, previous: Capture?) {
            self.slot = slot
            self.start = start
            self.end = end
            self.value = value
            self.reading = reading
            self.previous = previous
        }

        /// The captures from first to last.
        var inOrder: [Capture] {
            var result: [Capture] = []
            var node: Capture? = self
            while let current = node { result.append(current); node = current.previous }
            return result.reversed()
        }
    }

    struct Path {
        var score: RecognitionScore
        var captures: Capture?
        /// Which list-value contexts the path picked up (paths with different ones are kept apart).
        var contextKey: Int32
    }

    /// A path that reached the end of the sentence in a template's final state.
    struct Ending {
        var template: Int32
        var path: Path
    }

    let compiled: CompiledPhrases
    let text: TokenizedText
    let words: [Int32]
    let entitySlotName: String?
    /// Whether a template may start (its block is enabled and skip words apply to it as in this pass).
    let templateEnabled: (Int32) -> Bool

    private struct Frontier {
        var states: [Int32] = []
        var paths: [Path] = []
        var index: [Int64: Int] = [:]

        mutating func offer(_ state: Int32, _ path: Path) {
            let key = Int64(state) << 32 | Int64(path.contextKey)
            if let existing = index[key] {
                if paths[existing].score < path.score { paths[existing] = path }
            } else {
                index[key] = paths.count
                states.append(state)
                paths.append(path)
            }
        }
    }

    func run() -> [Ending] {
        let count = words.count
        var frontiers = [Frontier](repeating: Frontier(), count: count + 1)
        var numberMemo: [Int: [NumberReader.Reading]] = [:]
        var listMemo: [Int64: [(end: Int, value: Int32)]] = [:]
        var parserMemo: [Int64: [SlotReading]] = [:]
        var endings: [Ending] = []
        let automaton = compiled.automaton

        func advance(_ path: Path, _ moves: Automaton.Moves, at position: Int, isStart: Bool, into frontiers: inout [Frontier]) {
            if position < count, let steps = moves.words[words[position]] {
                for step in steps {
                    if isStart && !templateEnabled(compiled.stateTemplate[Int(step.target)]) { continue }
                    var next = path
                    next.score.literalCharacters += Int(step.characters)
                    frontiers[position + 1].offer(step.target, next)
                }
            }
            guard position < count else { return }
            for step in moves.slots {
                if isStart && !templateEnabled(compiled.stateTemplate[Int(step.target)]) { continue }
                let slot = automaton.slots[Int(step.slot)]
                let isEntity = slot.reference.slotName == entitySlotName && !slot.reference.isCapture
                switch slot.source {
                case .list(let listID):
                    let key = Int64(listID) << 32 | Int64(position)
                    let matches: [(end: Int, value: Int32)]
                    if let memo = listMemo[key] { matches = memo } else {
                        matches = automaton.lists[Int(listID)].matches(words, from: position)
                        listMemo[key] = matches
                    }
                    let list = automaton.lists[Int(listID)]
                    for match in matches {
                        if let allowed = slot.allowedValues, !allowed.contains(match.value) { continue }
                        var next = path
                        if isEntity { next.score.entityCharacters += text.originalText(position, match.end).count }
                        let contextID = list.contextIDs[Int(match.value)]
                        if contextID != 0 { next.contextKey = next.contextKey &* 31 &+ contextID }
                        next.captures = Capture(slot: step.slot, start: Int32(position), end: Int32(match.end),
                                                value: match.value, reading: nil, previous: path.captures)
                        frontiers[match.end].offer(step.target, next)
                    }
                case .range(let range):
                    let readings: [NumberReader.Reading]
                    if let memo = numberMemo[position] { readings = memo } else {
                        readings = NumberReader.readings(text.tokens, from: position)
                        numberMemo[position] = readings
                    }
                    let isDigits = NumberReader.digitValue(text.tokens[position].text) != nil
                    if isDigits ? !range.digits : !range.words { continue }
                    for reading in readings {
                        guard let value = range.value(for: reading.value) else { continue }
                        var next = path
                        next.captures = Capture(slot: step.slot, start: Int32(position), end: Int32(reading.end),
                                                value: -1, reading: .number(value), previous: path.captures)
                        frontiers[reading.end].offer(step.target, next)
                    }
                case .parser(let parserID):
                    let key = Int64(parserID) << 32 | Int64(position)
                    let readings: [SlotReading]
                    if let memo = parserMemo[key] { readings = memo } else {
                        readings = compiled.parsers[Int(parserID)].readings(of: text, from: position)
                            .filter { $0.end > position && $0.end <= count }
                        parserMemo[key] = readings
                    }
                    for reading in readings {
                        var next = path
                        next.captures = Capture(slot: step.slot, start: Int32(position), end: Int32(reading.end),
                                                value: -1, reading: reading.value, previous: path.captures)
                        frontiers[reading.end].offer(step.target, next)
                    }
                case .wildcard:
                    var characters = 0
                    for end in (position + 1)...count {
                        characters += text.tokens[end - 1].text.count
                        var next = path
                        next.score.wildcards += 1
                        next.score.wildcardCharacters += characters
                        next.captures = Capture(slot: step.slot, start: Int32(position), end: Int32(end),
                                                value: -1, reading: nil, previous: path.captures)
                        frontiers[end].offer(step.target, next)
                    }
                }
            }
        }

        let origin = Path(score: RecognitionScore(), captures: nil, contextKey: 0)
        advance(origin, compiled.start, at: 0, isStart: true, into: &frontiers)
        if count == 0 {
            for template in compiled.start.accepts where templateEnabled(template) {
                endings.append(Ending(template: template, path: origin))
            }
        }
        for position in 0...count {
            let frontier = frontiers[position]
            for (offset, state) in frontier.states.enumerated() {
                let moves = automaton.moves[Int(state)]
                let path = frontier.paths[offset]
                if position == count {
                    for template in moves.accepts { endings.append(Ending(template: template, path: path)) }
                } else {
                    advance(path, moves, at: position, isStart: false, into: &frontiers)
                }
            }
            frontiers[position] = Frontier() // free what is behind
        }
        return endings
    }
}
