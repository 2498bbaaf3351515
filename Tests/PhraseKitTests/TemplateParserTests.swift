import Testing

@testable import PhraseKit

@Suite struct TemplateParserTests {
    @Test func parsesEverySyntaxFeature() throws {
        let template = try Template("(turn|switch) on [the] {name:device} <rule> (a;b) {@capture} {1..10:score} \\(x\\)")
        guard case .sequence(let items) = template.root else { Issue.record("expected a sequence"); return }
        #expect(items.contains { if case .alternative(_, false) = $0 { return true }; return false })
        #expect(items.contains { if case .alternative(_, true) = $0 { return true }; return false })
        #expect(items.contains { if case .permutation(let parts) = $0 { return parts.count == 2 }; return false })
        #expect(items.contains { if case .rule(name: "rule", _) = $0 { return true }; return false })
        let slots = template.root.slotReferences
        #expect(slots.map(\.listName) == ["name", "capture", "1..10"])
        #expect(slots.map(\.slotName) == ["device", "capture", "score"])
        #expect(slots[1].isCapture)
        #expect(slots[2].inlineRange?.to == 10)
        #expect(items.last == .text(" (x)"))
    }

    @Test(arguments: [
        ("turn on (the light", 8, "expected ')'"),
        ("turn on [the light", 8, "expected ']'"),
        ("turn on the light)", 17, "unexpected ')'"),
        ("set {brightness to 5", 4, "expected '}'"),
        ("(a|b;c)", 4, "cannot mix"),
        ("play {}", 5, "expected a list name"),
        ("open <>", 5, "expected a rule name"),
    ])
    func reportsWhereAndWhatIsWrong(text: String, offset: Int, message: String) {
        #expect(throws: TemplateSyntaxError.self) { try Template(text) }
        do {
            _ = try Template(text)
        } catch {
            #expect(error.offset == offset)
            #expect(error.message.contains(message))
        }
    }

    @Test func phraseFileErrorsNameFileLineAndColumn() {
        let yaml = """
        language: en
        intents:
          Broken:
            data:
              - sentences:
                  - "turn on (the light"
                  - 'set {brightness'
                  - good sentence
        """
        let (phrases, diagnostics) = PhraseFileReader.read(yaml, file: "broken.yaml")
        #expect(diagnostics.map(\.location.description) == ["broken.yaml:6:22", "broken.yaml:7:18"])
        #expect(diagnostics[0].description.hasPrefix("broken.yaml:6:22: error: expected ')'"))
        // The sound template is kept.
        #expect(phrases.intents.first?.blocks.first?.sentences.count == 1)
    }

    @Test func yamlSyntaxErrorsNameLineAndColumn() {
        let (_, diagnostics) = PhraseFileReader.read("language: en\nintents:\n  A:\n    data: [unclosed\n", file: "bad.yaml")
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].location.file == "bad.yaml")
        #expect(diagnostics[0].location.line >= 4)
        #expect(diagnostics[0].message.contains("YAML"))
    }

    @Test func structuralMistakesAreReported() {
        let yaml = """
        language: en
        intnets: {}
        lists:
          level:
            range: {from: 10, to: 1}
          colour:
            values: [red, {out: blue}]
        """
        let (_, diagnostics) = PhraseFileReader.read(yaml, file: "f.yaml")
        let messages = diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("f.yaml:2:1") && $0.contains("unknown key 'intnets'") })
        #expect(messages.contains { $0.contains("'from' (10) is greater than 'to' (1)") })
        #expect(messages.contains { $0.contains("needs 'in'") })
    }
}

@Suite struct PhraseFileValueTests {
    @Test func plainScalarsResolveAsPyYAMLDoes() {
        let yaml = """
        language: en
        intents:
          Set:
            data:
              - sentences: ["set it"]
                slots: {on: on, count: 3, ratio: 0.5, name: "3", nothing: ~, yes_word: yes}
        """
        let (phrases, diagnostics) = PhraseFileReader.read(yaml, file: "v.yaml")
        #expect(diagnostics.isEmpty)
        let slots = phrases.intents.first?.blocks.first?.slots ?? [:]
        #expect(slots["count"] == .int(3))
        #expect(slots["ratio"] == .double(0.5))
        #expect(slots["name"] == .string("3"))
        #expect(slots["nothing"] == .null)
        #expect(slots["yes_word"] == .bool(true))
    }

    @Test func duplicateKeysAreReportedWhereTheyAre() {
        let (_, diagnostics) = PhraseFileReader.read("language: en\nlists:\n  a: {wildcard: true}\n  a: {wildcard: true}\n", file: "d.yaml")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("'a' appears twice") == true)
        #expect(diagnostics.first?.location.line == 3)
    }
}
