import Foundation
import Testing

@testable import IntentKit

@Suite struct RegistryTests {
    let registry: IntentRegistry

    init() throws { registry = try IntentRegistry([OrderIceCream.self, ArchiveProject.self]) }

    @Test func describesIntentsAndTheirParameters() throws {
        let order = try #require(registry.describe("OrderIceCream"))
        #expect(order.title == "Order Ice Cream")
        #expect(order.parameters.map(\.name) == ["scoops", "flavor", "cone", "toppings"])
        let scoops = order.parameters[0]
        #expect(scoops.type == .integer && scoops.defaultValue == .int(1) && scoops.inclusiveRange == 1...5 && !scoops.isRequired)
        #expect(order.parameters[1].isRequired)
        #expect(order.parameters[1].requestValueDialog == "Which flavor would you like?")
        #expect(order.parameters[2].isOptional && order.parameters[2].type == .boolean)
        #expect(order.parameters[3].type == .list(.text))
        guard case .enumeration(let flavors) = order.parameters[1].type else { Issue.record("expected an enum"); return }
        #expect(flavors.cases.map(\.value) == ["vanilla", "chocolate", "mint_chip"])
        #expect(flavors.cases[1].synonyms == ["choc", "cocoa"])
        #expect(registry.describe("ArchiveProject")?.isDestructive == true)
        #expect(registry.describe("ArchiveProject")?.parameters.first?.type == .entity("Project"))
    }

    @Test func jsonSchemaSaysWhatProgramsMayPass() throws {
        guard case .map(let schema) = try #require(registry.describe("OrderIceCream")).jsonSchema,
              case .map(let properties)? = schema["properties"], case .map(let scoops)? = properties["scoops"],
              case .map(let flavor)? = properties["flavor"] else { Issue.record("unexpected schema shape"); return }
        #expect(schema["required"] == .list([.string("flavor")]))
        #expect(schema["additionalProperties"] == .bool(false))
        #expect(scoops["type"] == .string("integer") && scoops["minimum"] == .int(1) && scoops["maximum"] == .int(5) && scoops["default"] == .int(1))
        #expect(flavor["enum"] == .list([.string("vanilla"), .string("chocolate"), .string("mint_chip")]))
    }

    @Test func twoIntentsWithOneNameAreAnError() {
        #expect(throws: RegistryError.self) { try IntentRegistry([OrderIceCream.self, OrderIceCream.self]) }
    }
}

@Suite struct ParameterTypingTests {
    @Test func valuesAreReadFromWordsAndData() throws {
        let intent = OrderIceCream()
        let found = Dictionary(uniqueKeysWithValues: parameters(of: intent).map { ($0.name, $0.parameter) })
        try found["scoops"]?.set(.string("three"))
        try found["flavor"]?.set(.string("cocoa"))
        try found["cone"]?.set(.string("yes"))
        try found["toppings"]?.set(.string("sprinkles, nuts and fudge"))
        #expect(intent.scoops == 3 && intent.flavor == .chocolate && intent.cone == true)
        #expect(intent.toppings == ["sprinkles", "nuts", "fudge"])
        try found["flavor"]?.set(.string("Mint  chip"))
        #expect(intent.flavor == .mintChip)
    }

    @Test func badValuesAreExplainedInWords() {
        let intent = OrderIceCream()
        let found = Dictionary(uniqueKeysWithValues: parameters(of: intent).map { ($0.name, $0.parameter) })
        #expect(throws: ParameterValueError("The scoops must be between 1 and 5.")) { try found["scoops"]?.set(.int(9)) }
        #expect(throws: ParameterValueError("expected a whole number")) { try found["scoops"]?.set(.string("lots")) }
        #expect(throws: ParameterValueError("expected one of: Vanilla, Chocolate, Mint chip")) { try found["flavor"]?.set(.string("durian")) }
        #expect(throws: ParameterValueError("expected yes or no")) { try found["cone"]?.set(.string("maybe")) }
        #expect(throws: (any Error).self) { try Date(parameterValue: .string("next tuesday-ish")) }
    }

    /// Parameters are found among other stored properties, in declaration order, in structs and
    /// in classes, and filling one fills the instance that was reflected.
    @Test func parametersAreFoundAmongOtherPropertiesInStructsAndClasses() throws {
        let mixed = MixedFields()
        #expect(parameters(of: mixed).map(\.name) == ["first", "second", "third"])
        let found = Dictionary(uniqueKeysWithValues: parameters(of: mixed).map { ($0.name, $0.parameter) })
        try found["second"]?.set(.string("twelve"))
        try found["third"]?.set(.string("no"))
        #expect(mixed.second == 12 && mixed.third == false && mixed.note == "kept" && mixed.count == 7)

        let object = ClassIntent()
        #expect(parameters(of: object).map(\.name) == ["title", "limit"])
        try Dictionary(uniqueKeysWithValues: parameters(of: object).map { ($0.name, $0.parameter) })["limit"]?.set(.int(4))
        #expect(object.limit == 4)
        #expect(try IntentRegistry([MixedFields.self, ClassIntent.self]).describe("ClassIntent")?.parameters.map(\.type) == [.text, .integer])
    }

    @Test func defaultsAndOptionalsReadWithoutAValue() {
        let intent = OrderIceCream()
        #expect(intent.scoops == 1)
        #expect(intent.cone == nil)
        #expect(intent.toppings == nil)
    }
}

/// An intent with plain stored properties between its parameters, of different sizes.
struct MixedFields: AppIntent {
    static let title = "Mixed"
    static let description = "Stored properties of several kinds."
    let flag: UInt8 = 1
    @Parameter(title: "First") var first: String?
    var note = "kept"
    @Parameter(title: "Second") var second: Int
    let count: Int16 = 7
    @Parameter(title: "Third") var third: Bool?

    func perform(_ context: IntentContext) async throws -> IntentResult { IntentResult(dialog: "ok") }
}

/// An intent declared as a class.
final class ClassIntent: AppIntent, @unchecked Sendable {
    static let title = "Class"
    static let description = "An intent that is a class."
    @Parameter(title: "Title") var title: String
    @Parameter(title: "Limit", default: 10) var limit: Int

    init() {}

    func perform(_ context: IntentContext) async throws -> IntentResult { IntentResult(dialog: "ok") }
}
