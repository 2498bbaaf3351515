import Foundation
import HarkValue

/// Compiled phrases as bytes, so that a program can keep them between runs instead of reading
/// and compiling its phrase files every time it starts. The format belongs to one build of
/// PhraseKit: the caller keys the bytes by its own build and the files they came from, and a
/// mismatch or damaged bytes are read as "no archive", never as wrong phrases.
enum PhraseArchive {
    /// Changes whenever the layout below changes.
    static let formatVersion = 2
    static let magic: [UInt8] = Array("HARKPHR".utf8)

    struct Corrupt: Error {}

    static func write(_ compiled: CompiledPhrases, options: Recognizer.Options, parserNames: [String]) -> [UInt8] {
        var writer = ArchiveWriter()
        writer.bytes += magic
        writer.int(formatVersion)
        writer.optionalString(options.entitySlotName)
        writer.optionalString(options.preferredMetadataKey)
        writer.strings(parserNames)
        compiled.automaton.archive(into: &writer)
        writer.array(compiled.templates) { $0.archive(into: &$1) }
        writer.int32s(compiled.keyStart)
        writer.int32s(compiled.templateKeys)
        writer.array(compiled.blocks) { block, writer in
            writer.string(block.intent)
            block.block.archive(into: &writer)
        }
        let words = compiled.vocabulary.ids.sorted { $0.value < $1.value }.map(\.key)
        writer.strings(words)
        writer.array(compiled.skipWords) { words, writer in writer.strings(words) }
        var sum = checksum(writer.bytes[...])
        for _ in 0..<8 { writer.bytes.append(UInt8(sum & 0xFF)); sum >>= 8 }
        return writer.bytes
    }

    /// FNV-1a over the bytes: damaged bytes are refused rather than read as other phrases.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    static func read(_ archive: [UInt8], parsers named: [String: any SlotValueParser]) throws -> (CompiledPhrases, Recognizer.Options) {
        guard archive.count > magic.count + 8, Array(archive[0..<magic.count]) == magic else { throw Corrupt() }
        let payload = archive[0 ..< archive.count - 8]
        var stored: UInt64 = 0
        for (index, byte) in archive.suffix(8).enumerated() { stored |= UInt64(byte) << UInt64(8 * index) }
        guard checksum(payload) == stored else { throw Corrupt() }
        let bytes = Array(payload)
        var reader = ArchiveReader(bytes: bytes)
        reader.offset = magic.count
        guard try reader.int() == formatVersion else { throw Corrupt() }
        let options = Recognizer.Options(entitySlotName: try reader.optionalString(), preferredMetadataKey: try reader.optionalString())
        let parserNames = try reader.strings()
        guard parserNames == named.keys.sorted() else { throw Corrupt() }
        let parsers = parserNames.compactMap { named[$0] }
        let automaton = try Automaton(from: &reader)
        let templates = try reader.array { try CompiledTemplate(from: &$0) }
        let keyStart = try reader.int32s()
        let templateKeys = try reader.int32s()
        let blocks = try reader.array { reader in CompiledBlock(intent: try reader.string(), block: try PhraseBlock(from: &reader)) }
        var vocabulary = Vocabulary()
        for word in try reader.strings() { _ = vocabulary.intern(word) }
        let skipWords = try reader.array { try $0.strings() }
        guard reader.offset == bytes.count, keyStart.count == templates.count + 1, keyStart.first == 0,
              zip(keyStart, keyStart.dropFirst()).allSatisfy({ $0 <= $1 }), Int(keyStart[keyStart.count - 1]) == templateKeys.count,
              templateKeys.allSatisfy({ $0 >= 0 && Int($0) < vocabulary.count }),
              templates.allSatisfy({ $0.block >= 0 && Int($0.block) < blocks.count }) else { throw Corrupt() }
        try automaton.validate(templates: templates.count, vocabulary: vocabulary.count, parsers: parsers.count)
        let compiled = CompiledPhrases(automaton: automaton, templates: templates, keyStart: keyStart, templateKeys: templateKeys,
                                       blocks: blocks, vocabulary: vocabulary, parsers: parsers, skipWords: skipWords, diagnostics: [])
        return (compiled, options)
    }
}

// MARK: - Bytes

struct ArchiveWriter {
    var bytes: [UInt8] = []

    /// Zigzag, then 7 bits a byte.
    mutating func int(_ value: Int) {
        var zigzag = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
        while zigzag >= 0x80 {
            bytes.append(UInt8(zigzag & 0x7F) | 0x80)
            zigzag >>= 7
        }
        bytes.append(UInt8(zigzag))
    }
    mutating func int32(_ value: Int32) { int(Int(value)) }
    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
    mutating func double(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 { bytes.append(UInt8(bits & 0xFF)); bits >>= 8 }
    }
    mutating func string(_ value: String) {
        int(value.utf8.count)
        bytes += value.utf8
    }
    mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }
    mutating func strings(_ values: [String]) { array(values) { $1.string($0) } }
    mutating func int32s(_ values: [Int32]) { array(values) { $1.int32($0) } }
    mutating func array<Element>(_ values: [Element], _ write: (Element, inout ArchiveWriter) -> Void) {
        int(values.count)
        for value in values { write(value, &self) }
    }
    mutating func optional<Value>(_ value: Value?, _ write: (Value, inout ArchiveWriter) -> Void) {
        bool(value != nil)
        if let value { write(value, &self) }
    }
    mutating func map(_ values: [String: PhraseValue]) {
        array(values.sorted { $0.key < $1.key }) { pair, writer in
            writer.string(pair.key)
            pair.value.archive(into: &writer)
        }
    }
}

struct ArchiveReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw PhraseArchive.Corrupt() }
        defer { offset += 1 }
        return bytes[offset]
    }
    mutating func int() throws -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw PhraseArchive.Corrupt() }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1))))
    }
    mutating func int32() throws -> Int32 {
        let value = try int()
        guard let narrow = Int32(exactly: value) else { throw PhraseArchive.Corrupt() }
        return narrow
    }
    /// A count, bounded by what is left to read (every element takes at least a byte).
    mutating func count() throws -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.count - offset else { throw PhraseArchive.Corrupt() }
        return value
    }
    mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw PhraseArchive.Corrupt()
        }
    }
    mutating func double() throws -> Double {
        var bits: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { bits |= UInt64(try byte()) << UInt64(shift) }
        return Double(bitPattern: bits)
    }
    mutating func string() throws -> String {
        let length = try count()
        defer { offset += length }
        guard let text = String(validating: bytes[offset ..< offset + length], as: UTF8.self) else { throw PhraseArchive.Corrupt() }
        return text
    }
    mutating func optionalString() throws -> String? { try bool() ? try string() : nil }
    mutating func strings() throws -> [String] { try array { try $0.string() } }
    mutating func int32s() throws -> [Int32] { try array { try $0.int32() } }
    mutating func array<Element>(_ read: (inout ArchiveReader) throws -> Element) throws -> [Element] {
        let count = try count()
        var result: [Element] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try read(&self)) }
        return result
    }
    mutating func optional<Value>(_ read: (inout ArchiveReader) throws -> Value) throws -> Value? {
        try bool() ? try read(&self) : nil
    }
    mutating func map() throws -> [String: PhraseValue] {
        var result: [String: PhraseValue] = [:]
        for _ in 0..<(try count()) { result[try string()] = try PhraseValue(from: &self) }
        return result
    }
}

// MARK: - Values

extension PhraseValue {
    func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .string(let text): writer.int(0); writer.string(text)
        case .int(let number): writer.int(1); writer.int(number)
        case .double(let number): writer.int(2); writer.double(number)
        case .bool(let flag): writer.int(3); writer.bool(flag)
        case .null: writer.int(4)
        case .list(let items): writer.int(5); writer.array(items) { $0.archive(into: &$1) }
        case .map(let map): writer.int(6); writer.map(map)
        }
    }

    init(from reader: inout ArchiveReader) throws {
        switch try reader.int() {
        case 0: self = .string(try reader.string())
        case 1: self = .int(try reader.int())
        case 2: self = .double(try reader.double())
        case 3: self = .bool(try reader.bool())
        case 4: self = .null
        case 5: self = .list(try reader.array { try PhraseValue(from: &$0) })
        case 6: self = .map(try reader.map())
        default: throw PhraseArchive.Corrupt()
        }
    }
}

extension SourceLocation {
    func archive(into writer: inout ArchiveWriter) { writer.string(file); writer.int(line); writer.int(column) }
    init(from reader: inout ArchiveReader) throws { self.init(file: try reader.string(), line: try reader.int(), column: try reader.int()) }
}

extension SlotReference {
    func archive(into writer: inout ArchiveWriter) {
        writer.string(listName); writer.string(slotName); writer.bool(isCapture); writer.int(offset)
    }
    init(from reader: inout ArchiveReader) throws {
        self.init(listName: try reader.string(), slotName: try reader.string(), isCapture: try reader.bool(), offset: try reader.int())
    }
}

extension TemplateNode {
    func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .text(let text): writer.int(0); writer.string(text)
        case .sequence(let items): writer.int(1); writer.array(items) { $0.archive(into: &$1) }
        case .alternative(let items, let isOptional): writer.int(2); writer.array(items) { $0.archive(into: &$1) }; writer.bool(isOptional)
        case .permutation(let items): writer.int(3); writer.array(items) { $0.archive(into: &$1) }
        case .slot(let reference): writer.int(4); reference.archive(into: &writer)
        case .rule(let name, let offset): writer.int(5); writer.string(name); writer.int(offset)
        }
    }

    init(from reader: inout ArchiveReader) throws {
        switch try reader.int() {
        case 0: self = .text(try reader.string())
        case 1: self = .sequence(try reader.array { try TemplateNode(from: &$0) })
        case 2: self = .alternative(try reader.array { try TemplateNode(from: &$0) }, isOptional: try reader.bool())
        case 3: self = .permutation(try reader.array { try TemplateNode(from: &$0) })
        case 4: self = .slot(try SlotReference(from: &reader))
        case 5: self = .rule(name: try reader.string(), offset: try reader.int())
        default: throw PhraseArchive.Corrupt()
        }
    }
}

extension Template {
    /// The text, and the tree only when it is not what parsing the text gives (a number range's).
    func archive(into writer: inout ArchiveWriter) {
        writer.string(text)
        let keepTree = !treeIsParsedText
        writer.bool(keepTree)
        if keepTree { root.archive(into: &writer) }
    }
    init(from reader: inout ArchiveReader) throws {
        let text = try reader.string()
        if try reader.bool() {
            self.init(uncheckedText: text, root: try TemplateNode(from: &reader))
        } else {
            self.init(parsedBefore: text)
        }
    }
}

extension TemplateSource {
    func archive(into writer: inout ArchiveWriter) { template.archive(into: &writer); location.archive(into: &writer) }
    init(from reader: inout ArchiveReader) throws { self.init(try Template(from: &reader), location: try SourceLocation(from: &reader)) }
}

extension NumberRange {
    func archive(into writer: inout ArchiveWriter) {
        writer.int(from); writer.int(to); writer.int(step)
        writer.optional(multiplier) { $1.double($0) }
        writer.optionalString(fractions?.rawValue)
        writer.bool(digits); writer.bool(words); writer.string(type)
    }
    init(from reader: inout ArchiveReader) throws {
        let from = try reader.int(), to = try reader.int(), step = try reader.int()
        let multiplier = try reader.optional { try $0.double() }
        let fractionsName = try reader.optionalString()
        let fractions = fractionsName.flatMap(Fractions.init(rawValue:))
        guard (fractionsName == nil) == (fractions == nil), step > 0 else { throw PhraseArchive.Corrupt() }
        self.init(from: from, to: to, step: step, multiplier: multiplier, fractions: fractions,
                  digits: try reader.bool(), words: try reader.bool(), type: try reader.string())
    }
}

extension ListValue {
    func archive(into writer: inout ArchiveWriter) {
        spoken.archive(into: &writer)
        writer.optional(value) { $0.archive(into: &$1) }
        writer.map(context)
        writer.optional(metadata) { $1.map($0) }
        writer.optional(location) { $0.archive(into: &$1) }
    }
    init(from reader: inout ArchiveReader) throws {
        self.init(spoken: try Template(from: &reader), value: try reader.optional { try PhraseValue(from: &$0) },
                  context: try reader.map(), metadata: try reader.optional { try $0.map() },
                  location: try reader.optional { try SourceLocation(from: &$0) })
    }
}

extension SlotList {
    func archive(into writer: inout ArchiveWriter) {
        switch self {
        case .values(let values): writer.int(0); writer.array(values) { $0.archive(into: &$1) }
        case .range(let range): writer.int(1); range.archive(into: &writer)
        case .wildcard: writer.int(2)
        }
    }
    init(from reader: inout ArchiveReader) throws {
        switch try reader.int() {
        case 0: self = .values(try reader.array { try ListValue(from: &$0) })
        case 1: self = .range(try NumberRange(from: &reader))
        case 2: self = .wildcard
        default: throw PhraseArchive.Corrupt()
        }
    }
}

extension PhraseBlock {
    func archive(into writer: inout ArchiveWriter) {
        writer.array(sentences) { $0.archive(into: &$1) }
        writer.map(slots)
        writer.map(requiresContext)
        writer.map(excludesContext)
        writer.array(lists.sorted { $0.key < $1.key }) { pair, writer in writer.string(pair.key); pair.value.archive(into: &writer) }
        writer.array(expansionRules.sorted { $0.key < $1.key }) { pair, writer in
            writer.string(pair.key); pair.value.template.archive(into: &writer); pair.value.location.archive(into: &writer)
        }
        writer.optional(metadata) { $1.map($0) }
        writer.optionalString(response)
        writer.optional(requiredKeywords.map { $0.sorted() }) { $1.strings($0) }
    }

    init(from reader: inout ArchiveReader) throws {
        let sentences = try reader.array { try TemplateSource(from: &$0) }
        let slots = try reader.map(), requiresContext = try reader.map(), excludesContext = try reader.map()
        var lists: [String: SlotList] = [:]
        for _ in 0..<(try reader.count()) { lists[try reader.string()] = try SlotList(from: &reader) }
        var rules: [String: RuleDefinition] = [:]
        for _ in 0..<(try reader.count()) {
            rules[try reader.string()] = RuleDefinition(try Template(from: &reader), location: try SourceLocation(from: &reader))
        }
        self.init(sentences: sentences, slots: slots, requiresContext: requiresContext, excludesContext: excludesContext,
                  lists: lists, expansionRules: rules, metadata: try reader.optional { try $0.map() },
                  response: try reader.optionalString(), requiredKeywords: try reader.optional { Set(try $0.strings()) })
    }
}

extension CompiledTemplate {
    func archive(into writer: inout ArchiveWriter) {
        writer.int32(block)
        source.archive(into: &writer)
        writer.int(Int(skipWordMode.bit))
        writer.int32(tieOrder)
    }
    init(from reader: inout ArchiveReader) throws {
        let block = try reader.int32()
        let source = try TemplateSource(from: &reader)
        let mode: SkipWordMode
        switch try reader.int() {
        case 1: mode = .everywhere
        case 2: mode = .atEnd
        case 4: mode = .atStart
        case 8: mode = .nowhere
        default: throw PhraseArchive.Corrupt()
        }
        self.init(block: block, source: source, skipWordMode: mode, tieOrder: try reader.int32())
    }
}

extension CompiledList {
    func archive(into writer: inout ArchiveWriter) {
        writer.string(name)
        writer.array(values) { $0.archive(into: &$1) }
        writer.int32s(contextIDs)
        writer.array(nodes) { node, writer in
            writer.int32(node.edgeStart); writer.int32(node.edgeEnd); writer.int32(node.valueStart); writer.int32(node.valueEnd)
        }
        writer.array(edges) { edge, writer in writer.int32(edge.word); writer.int32(edge.child) }
        writer.int32s(ending)
    }
    init(from reader: inout ArchiveReader) throws {
        let name = try reader.string()
        let values = try reader.array { try ListValue(from: &$0) }
        let contextIDs = try reader.int32s()
        let nodes = try reader.array { reader in
            Node(edgeStart: try reader.int32(), edgeEnd: try reader.int32(), valueStart: try reader.int32(), valueEnd: try reader.int32())
        }
        let edges = try reader.array { reader in Edge(word: try reader.int32(), child: try reader.int32()) }
        let ending = try reader.int32s()
        guard contextIDs.count == values.count,
              nodes.allSatisfy({ $0.edgeStart >= 0 && $0.edgeStart <= $0.edgeEnd && Int($0.edgeEnd) <= edges.count
                                 && $0.valueStart >= 0 && $0.valueStart <= $0.valueEnd && Int($0.valueEnd) <= ending.count }),
              edges.allSatisfy({ $0.child >= 0 && Int($0.child) < nodes.count }),
              ending.allSatisfy({ $0 >= 0 && Int($0) < values.count }) else { throw PhraseArchive.Corrupt() }
        self.init(name: name, values: values, contextIDs: contextIDs, nodes: nodes, edges: edges, ending: ending)
    }
}

extension Automaton {
    func archive(into writer: inout ArchiveWriter) {
        writer.array(states) { state, writer in
            for field in [state.onlyWord, state.onlyTarget, state.onlyCharacters, state.slotStart, state.slotEnd,
                          state.acceptStart, state.acceptEnd, state.template] { writer.int32(field) }
        }
        writer.array(wordEntries) { entry, writer in writer.int32(entry.word); writer.int32(entry.lower); writer.int32(entry.upper) }
        writer.array(wordSteps) { step, writer in writer.int32(step.target); writer.int32(step.characters); writer.int32(step.template) }
        writer.array(slotSteps) { step, writer in writer.int32(step.slot); writer.int32(step.target); writer.int32(step.template) }
        writer.int32s(accepts)
        writer.array(slots) { slot, writer in
            switch slot.source {
            case .list(let index): writer.int(0); writer.int32(index)
            case .range(let range): writer.int(1); range.archive(into: &writer)
            case .wildcard: writer.int(2)
            case .parser(let index): writer.int(3); writer.int32(index)
            }
            slot.reference.archive(into: &writer)
            writer.optional(slot.allowedValues.map { $0.sorted() }) { $1.int32s($0) }
            writer.bool(slot.isEntity)
        }
        writer.array(lists) { $0.archive(into: &$1) }
        writer.int32(startState)
    }

    init(from reader: inout ArchiveReader) throws {
        self.init()
        states = try reader.array { reader in
            StateInfo(onlyWord: try reader.int32(), onlyTarget: try reader.int32(), onlyCharacters: try reader.int32(),
                      slotStart: try reader.int32(), slotEnd: try reader.int32(), acceptStart: try reader.int32(),
                      acceptEnd: try reader.int32(), template: try reader.int32())
        }
        wordEntries = try reader.array { WordEntry(word: try $0.int32(), lower: try $0.int32(), upper: try $0.int32()) }
        wordSteps = try reader.array { WordStep(target: try $0.int32(), characters: try $0.int32(), template: try $0.int32()) }
        slotSteps = try reader.array { SlotStep(slot: try $0.int32(), target: try $0.int32(), template: try $0.int32()) }
        accepts = try reader.int32s()
        slots = try reader.array { reader in
            let source: Slot.Source
            switch try reader.int() {
            case 0: source = .list(try reader.int32())
            case 1: source = .range(try NumberRange(from: &reader))
            case 2: source = .wildcard
            case 3: source = .parser(try reader.int32())
            default: throw PhraseArchive.Corrupt()
            }
            return Slot(source: source, reference: try SlotReference(from: &reader),
                        allowedValues: try reader.optional { Set(try $0.int32s()) }, isEntity: try reader.bool())
        }
        lists = try reader.array { try CompiledList(from: &$0) }
        startState = try reader.int32()
        cores = slots.map(Automaton.core)
    }

    /// Every index points inside its array, so that a damaged archive cannot make the matcher
    /// read out of bounds.
    func validate(templates: Int, vocabulary: Int, parsers: Int) throws {
        func within(_ value: Int32, _ count: Int) -> Bool { value >= 0 && Int(value) < count }
        func span(_ lower: Int32, _ upper: Int32, _ count: Int) -> Bool { lower >= 0 && lower <= upper && Int(upper) <= count }
        // A state a step can lead to belongs to a template, which the matcher uses as an index.
        // Only the shared start state, and states no step leads to (folded into others when
        // compiling), belong to none; those have no edges and accept nothing.
        func belongs(_ target: Int32) -> Bool { within(target, states.count) && within(states[Int(target)].template, templates) }
        guard within(startState, states.count),
              states.indices.allSatisfy({ index in
                  let state = states[index]
                  guard span(state.slotStart, state.slotEnd, slotSteps.count) && span(state.acceptStart, state.acceptEnd, accepts.count)
                  else { return false }
                  if state.template == -1 {
                      guard index == Int(startState) || (state.onlyWord == -1 && state.slotStart == state.slotEnd
                                                         && state.acceptStart == state.acceptEnd) else { return false }
                  } else if !within(state.template, templates) {
                      return false
                  }
                  switch state.onlyWord {
                  case -1: return true
                  case -2: return span(state.entriesStart, state.entriesEnd, wordEntries.count)
                  default: return within(state.onlyWord, vocabulary) && belongs(state.onlyTarget)
                  }
              }),
              wordEntries.allSatisfy({ within($0.word, vocabulary) && span($0.lower, $0.upper, wordSteps.count) }),
              wordSteps.allSatisfy({ belongs($0.target) && within($0.template, templates) }),
              slotSteps.allSatisfy({ within($0.slot, slots.count) && belongs($0.target) && within($0.template, templates) }),
              accepts.allSatisfy({ within($0, templates) }),
              slots.allSatisfy({ slot in
                  switch slot.source {
                  case .list(let index): return within(index, lists.count)
                  case .parser(let index): return within(index, parsers)
                  case .range, .wildcard: return true
                  }
              }),
              lists.allSatisfy({ list in list.edges.allSatisfy { within($0.word, vocabulary) } })
        else { throw PhraseArchive.Corrupt() }
    }
}
